import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf, keyAsGiven } from '@/lib/api-client';
import type { AdminFiling } from '../types';
import { filingsKeys } from './query-keys';

/**
 * `GET /api/filings/{filingId}`: one filing as Filing Details shows it (SPEC 2.12, 7.3). The key is
 * passed as the address gave it, so that one that is not a number ('abc') reaches the server,
 * which refuses it with 400.
 */
export function getFiling(filingId: string, signal?: AbortSignal): Promise<AdminFiling> {
  return answerOf(adminApi.GET('/api/filings/{filingId}', { params: { path: { filingId: keyAsGiven(filingId) } }, signal }));
}

export const filingQueryOptions = (filingId: string) =>
  queryOptions({
    queryKey: filingsKeys.detail(filingId),
    queryFn: ({ signal }) => getFiling(filingId, signal),
  });

export function useFiling(filingId: string) {
  return useQuery(filingQueryOptions(filingId));
}
