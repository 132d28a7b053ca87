import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import { useReadQuery } from '@/lib/read-query';
import type { AdminFilingRow } from '../types';
import { filingsKeys } from './query-keys';

/** `GET /api/filings`: every filing, whatever its status, newest submission first (SPEC 2.11, 7.3). */
export function getFilings(signal?: AbortSignal): Promise<AdminFilingRow[]> {
  return answerOf(adminApi.GET('/api/filings', { signal }));
}

export function useFilings() {
  return useReadQuery(filingsKeys.list(), getFilings);
}
