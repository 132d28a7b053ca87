import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import { useReadQuery } from '@/lib/read-query';
import { filingsKeys } from './query-keys';

/** `GET /api/serf-auto-run`: whether the scheduled import from the rate-filing system runs (SPEC 4.3). */
export function getImportAutoRun(signal?: AbortSignal): Promise<boolean> {
  return answerOf(adminApi.GET('/api/serf-auto-run', { signal }));
}

export function useImportAutoRun() {
  return useReadQuery(filingsKeys.autoRun(), getImportAutoRun);
}
