import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { AdminCompany } from '../types';

/** `GET /api/companies`: every company, by name; an Insurance user works for one of them. */
export function getUserCompanies(signal?: AbortSignal): Promise<AdminCompany[]> {
  return answerOf(adminApi.GET('/api/companies', { signal }));
}

/**
 * Kept under the Users screen's own key: the Companies screen owns `['admin', 'companies']`
 * and may shape its data differently. Always refetched when the dialog opens, so a company
 * added a moment ago on the Companies screen is offered.
 */
export const userCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'companies'],
    queryFn: ({ signal }) => getUserCompanies(signal),
    staleTime: 0,
  });

export function useUserCompanies() {
  return useQuery(userCompaniesQueryOptions());
}
