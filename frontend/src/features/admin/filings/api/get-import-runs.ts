import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { ImportRun } from '../types';
import { filingsKeys } from './query-keys';

/** How often the history is read again while a run is queued or running. */
export const ACTIVE_RUN_POLL_MS = 3000;

/** `GET /api/import-runs`: the 25 most recent import runs, newest first, with counts and errors. */
export function getImportRuns(signal?: AbortSignal): Promise<ImportRun[]> {
  return answerOf(adminApi.GET('/api/import-runs', { signal }));
}

/** Whether a run has not finished yet: the importer has still to start or end it. */
export function isActiveRun(run: Pick<ImportRun, 'status'>): boolean {
  return run.status === 'queued' || run.status === 'running';
}

export const importRunsQueryOptions = () =>
  queryOptions({
    queryKey: filingsKeys.importRuns(),
    queryFn: ({ signal }) => getImportRuns(signal),
    // Follow a queued or running run until it ends; otherwise the history only changes on request.
    refetchInterval: (query) => (query.state.data?.some(isActiveRun) ? ACTIVE_RUN_POLL_MS : false),
  });

export function useImportRuns() {
  return useQuery(importRunsQueryOptions());
}
