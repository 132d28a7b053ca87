import { useState } from 'react';
import { Alert, Button, ButtonGroup } from '@trussworks/react-uswds';
import { ApiError } from '@/lib/api-client';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { useConfirmSwitchOff } from '@/lib/ui/use-confirm-switch-off';
import { useImportAutoRun } from '../api/get-import-auto-run';
import { isActiveRun, useImportRuns } from '../api/get-import-runs';
import { useRunImport } from '../api/run-import';
import { useSetImportAutoRun } from '../api/set-import-auto-run';
import styles from './admin-filings.module.css';

/** SPEC 8: the staff filings page's message for any failure. */
const FAILURE = { title: 'Something went wrong', message: 'An error occurred. Please try again later.' } as const;

/** What replaces 'Import has started successfully.' once the history shows that run ended. */
export const RUN_ENDED_MESSAGE = 'The import has ended: the run history below shows what it brought in.';

/** The outcome of the last button pressed, shown under the buttons until the next press. */
type Notice =
  /** The run queued by the press, until the history shows it ended. */
  | { kind: 'started'; importRunId: number }
  /** The server's refusal, e.g. 409 while a run is queued or running: its own message. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

type ImportControlsProps = {
  /** The site profile's name of the rate-filing system, e.g. 'SERFF'. */
  systemName: string;
};

/** What turning the scheduled import off changes, asked before it happens. */
export function importOffDetail(systemName: string): string {
  return (
    `Disable the scheduled ${systemName} import? New and changed filings stop reaching the public site ` +
    `until the import is enabled again or run by hand with 'Run ${systemName} Import'.`
  );
}

/**
 * SPEC 2.11, 4.3: whether the scheduled import from the rate-filing system is on, the button that
 * switches it, and 'Run {system} Import', which queues a run at once.
 */
export function ImportControls({ systemName }: ImportControlsProps) {
  const autoRun = useImportAutoRun();
  const setAutoRun = useSetImportAutoRun();
  const runImport = useRunImport();
  const runs = useImportRuns();
  const [notice, setNotice] = useState<Notice | null>(null);
  // The history (read again every few seconds while a run is active) says when the started run ends.
  const startedRun = notice?.kind === 'started' ? runs.data?.find((run) => run.importRunId === notice.importRunId) : undefined;
  const startedRunEnded = startedRun !== undefined && !isActiveRun(startedRun);

  const toggle = useConfirmSwitchOff({
    on: autoRun.data === true,
    setOn: (on) => {
      // Ignored rather than disabled while busy: a disabled button would drop the keyboard focus.
      if (setAutoRun.isPending || autoRun.data === undefined) return;
      setNotice(null);
      setAutoRun.mutate(on, { onError: () => setNotice({ kind: 'failed' }) });
    },
    detail: importOffDetail(systemName),
    confirmLabel: 'Yes, disable import',
  });

  const run = () => {
    if (runImport.isPending) return;
    setNotice(null);
    runImport.mutate(undefined, {
      onSuccess: (queued) => setNotice({ kind: 'started', importRunId: queued.importRunId }),
      onError: (error) =>
        setNotice(
          error instanceof ApiError && error.status === 409
            ? { kind: 'refused', message: error.message }
            : { kind: 'failed' },
        ),
    });
  };

  return (
    <section className={styles.importBox} aria-label={`${systemName} import`}>
      {autoRun.isError ? (
        <ErrorAlert title={FAILURE.title} message={FAILURE.message} />
      ) : (
        // Announced when the switch changes it.
        <p className="margin-top-0" aria-live="polite">
          {autoRun.isPending
            ? `Checking whether ${systemName} import is enabled…`
            : `${systemName} import is currently ${autoRun.data ? 'enabled' : 'disabled'}.`}
        </p>
      )}
      <ButtonGroup>
        {autoRun.isSuccess && (
          <Button type="button" outline onClick={toggle.onClick} aria-busy={setAutoRun.isPending || undefined} ref={toggle.buttonRef}>
            {autoRun.data ? 'Disable Import' : 'Enable Import'}
          </Button>
        )}
        <Button type="button" onClick={run} aria-busy={runImport.isPending || undefined}>
          Run {systemName} Import
        </Button>
      </ButtonGroup>
      {/* Present from the start, so that the message put into it is read out. */}
      <div role="status">
        {notice?.kind === 'started' && (
          <Alert type="info" headingLevel="h2" slim className="margin-top-2">
            {startedRunEnded ? RUN_ENDED_MESSAGE : 'Import has started successfully.'}
          </Alert>
        )}
        {notice?.kind === 'refused' && (
          <Alert type="warning" headingLevel="h2" slim className="margin-top-2">
            {notice.message}
          </Alert>
        )}
      </div>
      {notice?.kind === 'failed' && <ErrorAlert title={FAILURE.title} message={FAILURE.message} />}
      {toggle.dialog}
    </section>
  );
}
