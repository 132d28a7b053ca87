import { adminApi } from '@/lib/admin-api-client';
import { useReadQuery } from '@/lib/read-query';
import { answerOf } from '@/lib/api-client';
import type { AdminCompany } from '../types';

/** `GET /api/companies`: every company, active or not, by name, with all its products. */
export function getCompanies(signal?: AbortSignal): Promise<AdminCompany[]> {
  return answerOf(adminApi.GET('/api/companies', { signal }));
}

/** Saving a company (or flipping its active flag) refreshes this key. */
export const companiesQueryKey = ['admin', 'companies'] as const;

export function useCompanies() {
  return useReadQuery(companiesQueryKey, getCompanies);
}
