import { useState } from 'react';
import { Alert, Button } from '@trussworks/react-uswds';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useAdminCompareYears } from '../api/get-compare-years';
import { useResetCompareCache } from '../api/reset-compare-cache';
import { useSaveCompareYear } from '../api/save-compare-year';
import {
  CONSIDERATIONS_NOTICE,
  FAILURE_TITLE,
  RESET_STARTED_MESSAGE,
  RESET_STARTED_TITLE,
  failureMessage,
} from '../compare-years-messages';
import type { AdminCompareYear } from '../types';
import { CompareYearsTable } from './compare-years-table';

/** What a saved checkbox changed: 'Saved: 2026 is no longer offered on Compare Plans.' */
export function savedMessage(record: AdminCompareYear): string {
  return `Saved: ${record.year} is ${record.active ? 'now' : 'no longer'} offered on Compare Plans.`;
}

/** Where Reset Cache has got to: SPEC 4.5 steps 1–2 ('clearing'), step 4 ('warming'), done. */
type ResetProgress = 'idle' | 'clearing' | 'warming' | 'done';

/**
 * Compare Years (SPEC 2.17, 4.5): which years Compare Plans offers, and Reset Cache.
 * A year's checkbox saves at once and the table shows the change before the server
 * answers; once saved, a status line says what changed for Compare Plans; a failed save puts
 * the checkbox back and shows SPEC 8's error.
 */
export function CompareYearsPage() {
  const years = useAdminCompareYears();
  const save = useSaveCompareYear();
  const reset = useResetCompareCache();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<AdminCompareYear | null>(null);
  const [progress, setProgress] = useState<ResetProgress>('idle');

  const toggle = (record: AdminCompareYear) => {
    setFailure(null);
    setSaved(null);
    save.mutate(record, { onSuccess: setSaved, onError: (error) => setFailure(failureMessage(error)) });
  };

  const startReset = () => {
    // aria-disabled rather than disabled while a reset runs, so the button keeps focus.
    if (reset.isPending) return;
    setFailure(null);
    setProgress('clearing');
    reset.mutate(
      { onStarted: () => setProgress('warming') },
      {
        onSuccess: () => setProgress('done'),
        onError: (error) => {
          setFailure(failureMessage(error));
          setProgress((reached) => (reached === 'clearing' ? 'idle' : reached));
        },
      },
    );
  };

  const resetting = reset.isPending;
  // A failed save or reset is newer than the list's load failure, so it is the one shown.
  const shownFailure = failure ?? (years.isError ? failureMessage(years.error) : null);

  return (
    <div className="margin-y-4">
      {years.isPending && <LoadingOverlay label="Loading the compare years…" />}
      <h1>Compare Years</h1>
      <Alert type="warning" headingLevel="h2" slim>
        {CONSIDERATIONS_NOTICE}
      </Alert>
      <Button type="button" onClick={startReset} aria-disabled={resetting} className="margin-top-2">
        Reset Cache
      </Button>
      {/* Present before anything is said in it, so that what arrives is announced. */}
      <div aria-live="polite">
        {progress === 'clearing' && <p>Clearing the comparison caches…</p>}
        {(progress === 'warming' || progress === 'done') && (
          <Alert type="info" headingLevel="h2" heading={RESET_STARTED_TITLE} className="margin-y-3">
            {RESET_STARTED_MESSAGE}
          </Alert>
        )}
        {progress === 'warming' && resetting && <p>Asking for each year’s comparison to warm the cache…</p>}
        {progress === 'done' && <p>Each active year’s comparison has been asked for again.</p>}
      </div>
      {shownFailure && <ErrorAlert title={FAILURE_TITLE} message={shownFailure} />}
      {/* Present before anything is said in it, so that what arrives is announced. */}
      <p role="status" className="margin-bottom-0">
        {saved && savedMessage(saved)}
      </p>
      {years.isSuccess &&
        (years.data.length === 0 ? (
          <p>No compare years have been set up.</p>
        ) : (
          <CompareYearsTable years={years.data} onToggle={toggle} />
        ))}
    </div>
  );
}
