import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api-client';
import { filingsKeys } from './query-keys';

/**
 * `GET /api/serf-auto-run/enable` or `/disable` (SPEC 4.3, 7.3): switches the scheduled import on or
 * off and answers with the new state.
 */
export function setImportAutoRun(enabled: boolean): Promise<boolean> {
  return adminRequest<boolean>(`/api/serf-auto-run/${enabled ? 'enable' : 'disable'}`);
}

/** Switches the scheduled import; the screen shows the state the server answered with. */
export function useSetImportAutoRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setImportAutoRun,
    onSuccess: (enabled) => queryClient.setQueryData(filingsKeys.autoRun(), enabled),
  });
}
