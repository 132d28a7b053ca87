import { useId } from 'react';
import { formatTimestampDate, formatTimestampTime } from '@/lib/format';
import type { ImportRun } from '../types';
import styles from './admin-filings.module.css';

/** A run's progress in throttled calls to the rate-filing system, as the importer last saved it. */
type CallProgress = {
  /** Calls made so far. */
  made: number;
  /** Calls the run expects to make in all; null until it can tell. */
  planned: number | null;
  /** When it expects to end (RFC 3339); null when it cannot tell. */
  expectedFinishAt: string | null;
};

/**
 * The progress of a running run, or null when there is none to show: a run that is not running,
 * or an admin API from before calls were counted. A plan of no calls at all says
 * nothing a bar could show, so it reads as no plan.
 */
export function callProgress(run: ImportRun): CallProgress | null {
  if (run.status !== 'running' || run.callsMade === undefined) return null;
  const planned = run.callsPlanned ?? null;
  return {
    made: run.callsMade,
    planned: planned !== null && planned > 0 ? planned : null,
    expectedFinishAt: run.expectedFinishAt ?? null,
  };
}

/**
 * When a run expects to end: the time of day when that is today ('10:42 AM'), with the date
 * when it is not ('11/21/2026 at 12:10 AM'), both as the staff member's clock reads them.
 */
export function formatExpectedFinish(expectedFinishAt: string, now: Date = new Date()): string {
  const time = formatTimestampTime(expectedFinishAt);
  const day = formatTimestampDate(expectedFinishAt);
  return day === formatTimestampDate(now.toISOString()) ? time : `${day} at ${time}`;
}

const count = (calls: number) => calls.toLocaleString('en-US');

type ImportRunProgressProps = {
  progress: CallProgress;
  /** The site profile's name of the rate-filing system, e.g. 'SERFF'. */
  systemName: string;
};

/**
 * How far a running import has got in its calls to the rate-filing system, whose limits (60 a
 * minute, 1,000 an hour for SERFF) make a first import take many minutes: the calls
 * made of about how many, and when it should end, in words and, when the total is known, as a
 * bar named by its label. Not a live region: the history is read every few seconds, and
 * announcing each new count would drown out everything else on the page.
 */
export function ImportRunProgress({ progress, systemName }: ImportRunProgressProps) {
  const labelId = useId();
  const { made, planned, expectedFinishAt } = progress;
  if (planned === null) {
    return (
      <p className={styles.callProgressText}>
        Calls to {systemName} so far: {count(made)}
      </p>
    );
  }
  return (
    <div>
      <p className={styles.callProgressText}>
        <span id={labelId}>Calls to {systemName}</span>: {count(made)} of about {count(planned)}
        {expectedFinishAt && (
          <>
            {' · '}expected to finish around{' '}
            <time dateTime={expectedFinishAt}>{formatExpectedFinish(expectedFinishAt)}</time>
          </>
        )}
      </p>
      {/* Beside the words, never instead of them: the bar alone would tell nothing without sight of it. */}
      <progress className={styles.callProgressBar} aria-labelledby={labelId} max={planned} value={Math.min(made, planned)}>
        {count(made)} of about {count(planned)}
      </progress>
    </div>
  );
}
