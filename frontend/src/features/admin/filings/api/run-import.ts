import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { QueuedImport } from '../types';
import { filingsKeys } from './query-keys';

/**
 * `GET /api/serf-import` (SPEC 2.11, 7.3): queues an import run now. The server answers 202 with the
 * queued run, or 409 with its own message while another run is queued or running.
 */
export function runImport(): Promise<QueuedImport> {
  return answerOf(adminApi.GET('/api/serf-import'));
}

/** Queues an import run; afterwards the history is read again, so the new run shows at once. */
export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    // A refusal may mean a run is active that the history does not show yet: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: filingsKeys.importRuns() }),
  });
}
