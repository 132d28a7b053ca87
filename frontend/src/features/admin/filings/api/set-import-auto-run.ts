import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import { filingsKeys } from './query-keys';

/**
 * `GET /api/serf-auto-run/enable` or `/disable` (SPEC 4.3, 7.3): switches the scheduled import on or
 * off and answers with the new state.
 */
export function setImportAutoRun(enabled: boolean): Promise<boolean> {
  return answerOf(adminApi.GET(enabled ? '/api/serf-auto-run/enable' : '/api/serf-auto-run/disable'));
}

/** Switches the scheduled import; the screen shows the state the server answered with. */
export function useSetImportAutoRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setImportAutoRun,
    onSuccess: (enabled) => queryClient.setQueryData(filingsKeys.autoRun(), enabled),
  });
}
