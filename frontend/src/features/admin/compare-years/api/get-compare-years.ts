import { adminApi } from '@/lib/admin-api-client';
import { useReadQuery } from '@/lib/read-query';
import { answerOf } from '@/lib/api-client';
import type { AdminCompareYear } from '../types';

/** `GET /api/compare-years`: every compare year record, active or not, newest first. */
export function getAdminCompareYears(signal?: AbortSignal): Promise<AdminCompareYear[]> {
  return answerOf(adminApi.GET('/api/compare-years', { signal }));
}

/** The key a year's save writes to at once (SPEC 4.5) and reloads afterwards. */
export const adminCompareYearsQueryKey = ['admin', 'compare-years'] as const;

export function useAdminCompareYears() {
  return useReadQuery(adminCompareYearsQueryKey, getAdminCompareYears);
}
