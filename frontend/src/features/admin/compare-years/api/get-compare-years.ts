import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { AdminCompareYear } from '../types';

/** `GET /api/compare-years`: every compare year record, active or not, newest first. */
export function getAdminCompareYears(signal?: AbortSignal): Promise<AdminCompareYear[]> {
  return answerOf(adminApi.GET('/api/compare-years', { signal }));
}

/** The key a year's save writes to at once (SPEC 4.5) and reloads afterwards. */
export const adminCompareYearsQueryKey = ['admin', 'compare-years'] as const;

export const adminCompareYearsQueryOptions = () =>
  queryOptions({
    queryKey: adminCompareYearsQueryKey,
    queryFn: ({ signal }) => getAdminCompareYears(signal),
  });

export function useAdminCompareYears() {
  return useQuery(adminCompareYearsQueryOptions());
}
