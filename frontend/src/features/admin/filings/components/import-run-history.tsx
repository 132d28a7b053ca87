import { useId, useState } from 'react';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { Identifier } from '@/lib/ui/identifier';
import { formatTimestampTime } from '@/lib/format';
import { useImportRuns } from '../api/get-import-runs';
import type { ImportRun } from '../types';
import styles from './admin-filings.module.css';
import { callProgress, ImportRunProgress } from './import-run-progress';

/**
 * Only the latest run shows until 'Show all' is pressed: it is the one staff come to check, and on
 * a phone every run is a card of nine lines that would push the filings far down.
 */
const FIRST_RUNS = 1;
/** The history's columns, which a run's errors row spans. */
const COLUMN_COUNT = 9;

const runTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An RFC 3339 time as the staff member's local date and time, e.g. 'Nov 20, 2026, 2:05 PM'. */
export function formatRunTime(timestamp: string): string {
  const time = new Date(timestamp);
  return Number.isNaN(time.getTime()) ? timestamp : runTime.format(time);
}

const localDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'short' });

/** When a run ended: only the time of day when it ended the day it was queued ('2:06 PM'). */
function formatFinish(queuedAt: string, finishedAt: string): string {
  const queued = new Date(queuedAt);
  const finished = new Date(finishedAt);
  if (Number.isNaN(queued.getTime()) || Number.isNaN(finished.getTime())) return formatRunTime(finishedAt);
  return localDay.format(queued) === localDay.format(finished) ? formatTimestampTime(finishedAt) : formatRunTime(finishedAt);
}

const TRIGGERS: Record<string, string> = { manual: 'Manual', scheduled: 'Scheduled', command: 'Command line' };
const STATUSES: Record<string, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** Who started a run: 'Manual (Dana Whitfield)', 'Scheduled' or 'Command line'. */
function triggerText(run: ImportRun): string {
  const trigger = TRIGGERS[run.trigger] ?? run.trigger;
  return run.requestedBy ? `${trigger} (${run.requestedBy})` : trigger;
}

/**
 * The import history: the latest run, and all recent runs behind a disclosure, newest
 * first, with what each did to the filings and, behind a disclosure per run, why filings failed.
 * While a run is queued or running the history is read again every few seconds (see
 * `importRunsQueryOptions`), and a running run shows its calls to the rate-filing system and
 * when it expects to end.
 */
export function ImportRunHistory({ systemName }: { systemName: string }) {
  const runs = useImportRuns();
  const [showAll, setShowAll] = useState(false);
  const tableId = useId();

  if (runs.isPending) return <p>Loading the import history…</p>;
  // A failed poll keeps the runs already shown; only a history that never loaded is an error.
  if (runs.isError && !runs.data) {
    return <ErrorAlert title="Something went wrong" message="An error occurred. Please try again later." />;
  }
  const all = runs.data;
  if (all.length === 0) return <p>No imports have run yet.</p>;
  const shown = showAll ? all : all.slice(0, FIRST_RUNS);

  return (
    <>
      <table id={tableId} className={`usa-table usa-table--stacked usa-table--compact width-full ${styles.runs}`}>
        <caption className="usa-sr-only">Import runs, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Queued</th>
            <th scope="col">Trigger</th>
            <th scope="col">Status</th>
            <th scope="col">Finished</th>
            <th scope="col" className={styles.count}>New</th>
            <th scope="col" className={styles.count}>Updated</th>
            <th scope="col" className={styles.count}>Unchanged</th>
            <th scope="col" className={styles.count}>Failed</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((run) => (
            <ImportRunRow key={run.importRunId} run={run} systemName={systemName} />
          ))}
        </tbody>
      </table>
      {all.length > FIRST_RUNS && (
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          aria-expanded={showAll}
          aria-controls={tableId}
          onClick={() => setShowAll((was) => !was)}
        >
          {showAll ? 'Show the latest run only' : `Show all ${all.length} runs`}
        </button>
      )}
    </>
  );
}

/** The filing counts of a run, by their columns' headers. */
const RUN_COUNTS = [
  ['New', 'newCount'],
  ['Updated', 'updatedCount'],
  ['Unchanged', 'unchangedCount'],
  ['Failed', 'failedCount'],
] as const satisfies readonly (readonly [string, keyof ImportRun])[];

function ImportRunRow({ run, systemName }: { run: ImportRun; systemName: string }) {
  const status = STATUSES[run.status] ?? run.status;
  const progress = callProgress(run);
  const [errorsShown, setErrorsShown] = useState(false);
  const errorsId = useId();
  const errorCount = run.errors.length + run.moreErrors + (run.errorText ? 1 : 0);
  const errorsText = errorCount === 1 ? '1 error' : `${errorCount.toLocaleString('en-US')} errors`;
  return (
    <>
      <tr>
        <td data-label="Queued" className={styles.time}>
          <time dateTime={run.queuedAt}>{formatRunTime(run.queuedAt)}</time>
        </td>
        <td data-label="Trigger">{triggerText(run)}</td>
        <td data-label="Status">
          <span className={`${styles.runStatus} ${styles[run.status] ?? ''}`}>{status}</span>
        </td>
        <td data-label="Finished" className={styles.time}>
          {run.finishedAt ? (
            <time dateTime={run.finishedAt}>{formatFinish(run.queuedAt, run.finishedAt)}</time>
          ) : (
            <NotYet />
          )}
        </td>
        {RUN_COUNTS.map(([label, count]) => (
          <td key={count} data-label={label} className={styles.count}>
            {run[count]}
          </td>
        ))}
        <td data-label="Errors">
          {errorCount === 0 ? (
            'None'
          ) : (
            // A disclosure (WAI-ARIA APG): the errors open in a full-width row under the run.
            <button
              type="button"
              className={`usa-button usa-button--unstyled ${styles.errorsToggle}`}
              aria-expanded={errorsShown}
              aria-controls={errorsId}
              onClick={() => setErrorsShown((shown) => !shown)}
              // Says whose errors they are: every run has such a button.
              aria-label={`${errorsText}, run queued ${formatRunTime(run.queuedAt)}`}
            >
              <span aria-hidden="true">{errorsShown ? '▾ ' : '▸ '}</span>
              {errorsText}
            </button>
          )}
        </td>
      </tr>
      {progress && (
        // Under its run, across the columns, as the run's errors are: too long for any one cell.
        <tr className={styles.progressRow}>
          <td colSpan={COLUMN_COUNT}>
            <ImportRunProgress progress={progress} systemName={systemName} />
          </td>
        </tr>
      )}
      {errorCount > 0 && (
        <tr id={errorsId} className={styles.errorsRow} hidden={!errorsShown}>
          <td colSpan={COLUMN_COUNT}>
            <RunErrors run={run} />
          </td>
        </tr>
      )}
    </>
  );
}

function NotYet() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="usa-sr-only">Not yet</span>
    </>
  );
}

/** Why the run failed as a whole, then the filings it could not take and how many more there were. */
function RunErrors({ run }: { run: ImportRun }) {
  return (
    <>
      {run.errorText && <p className={styles.errorText}>The run failed: {run.errorText}</p>}
      {run.errors.length > 0 && (
        <ul className={styles.errorList}>
          {run.errors.map((error, index) => (
            <li key={index}>
              {error.trackingNumber ? (
                <strong>
                  <Identifier>{error.trackingNumber}</Identifier>:{' '}
                </strong>
              ) : null}
              {error.message}
            </li>
          ))}
        </ul>
      )}
      {run.moreErrors > 0 && <p className={styles.errorText}>…and {run.moreErrors.toLocaleString('en-US')} more.</p>}
    </>
  );
}
