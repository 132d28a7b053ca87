import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { AdminCompany, CompanySaveRequest } from '../types';
import { companiesQueryKey } from './get-companies';

/**
 * `POST /api/companies`: creates (`companyPk` null) or updates a company; answers the company as
 * listed. A refusal is an `ApiError` whose `field` names the request field at fault
 * (`companyName`, `coCode`, `products[0].productTypeFk`, ...), for the dialog to show it there.
 */
export function saveCompany(company: CompanySaveRequest): Promise<AdminCompany> {
  return answerOf(adminApi.POST('/api/companies', { body: company }));
}

/** Saves a company, puts the answer in the list at once, then reloads the list. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'companies', 'save'],
    mutationFn: saveCompany,
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminCompany[]>(companiesQueryKey, (list) =>
        list?.some((c) => c.companyPk === saved.companyPk)
          ? list.map((c) => (c.companyPk === saved.companyPk ? saved : c))
          : list && [...list, saved],
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey, exact: true }),
  });
}
