import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useFilings } from '../api/get-filings';
import { isActiveRun, useImportRuns } from '../api/get-import-runs';
import { filingsKeys } from '../api/query-keys';
import { FilingsTable } from './filings-table';
import { ImportControls } from './import-controls';
import { ImportRunHistory } from './import-run-history';

type AdminFilingsPageProps = {
  /** The site profile's name of the rate-filing system, e.g. 'SERFF'. */
  rateFilingSystemName: string;
};

/**
 * Admin Filings (SPEC 2.11): the import switch and 'Run import', the history of import runs,
 * and every filing in a filterable, sortable, paginated table.
 */
export function AdminFilingsPage({ rateFilingSystemName }: AdminFilingsPageProps) {
  const filings = useFilings();
  useRefreshFilingsWhenRunsEnd();

  return (
    <div className="margin-y-4">
      {filings.isPending && <LoadingOverlay label="Loading the filings…" />}
      <h1>Filings</h1>
      <ImportControls systemName={rateFilingSystemName} />
      <section className="margin-top-4" aria-labelledby="import-history-heading">
        <h2 id="import-history-heading">Import history</h2>
        <ImportRunHistory systemName={rateFilingSystemName} />
      </section>
      <section className="margin-top-4" aria-labelledby="filing-list-heading">
        <h2 id="filing-list-heading">All filings</h2>
        {filings.isError && !filings.data && (
          <ErrorAlert title="Something went wrong" message="An error occurred. Please try again later." />
        )}
        {filings.data &&
          (filings.data.length === 0 ? <p>No data found.</p> : <FilingsTable filings={filings.data} />)}
      </section>
    </div>
  );
}

/** When a run the screen saw queued or running has ended, the filings it imported are read again. */
function useRefreshFilingsWhenRunsEnd(): void {
  const queryClient = useQueryClient();
  const runs = useImportRuns();
  const activeRuns = useRef<Set<number>>(new Set());
  useEffect(() => {
    if (!runs.data) return;
    const active = new Set(runs.data.filter(isActiveRun).map((run) => run.importRunId));
    const ended = [...activeRuns.current].some((id) => !active.has(id));
    activeRuns.current = active;
    if (ended) void queryClient.invalidateQueries({ queryKey: filingsKeys.list() });
  }, [runs.data, queryClient]);
}
