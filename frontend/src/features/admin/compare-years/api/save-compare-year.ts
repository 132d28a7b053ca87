import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { AdminCompareYear, CompareYearSaveRequest } from '../types';
import { adminCompareYearsQueryKey } from './get-compare-years';
import { PUBLIC_COMPARE_YEARS_QUERY_KEY } from './public-compare-keys';

/** `POST /api/update/compare-year`: saves the whole record (SPEC 4.5, 7.3) and answers with it as stored. */
export function saveCompareYear(record: AdminCompareYear): Promise<AdminCompareYear> {
  const body: CompareYearSaveRequest = { id: record.id, year: record.year, active: record.active };
  return answerOf(adminApi.POST('/api/update/compare-year', { body }));
}

const SAVE_MUTATION_KEY = ['admin', 'compare-years', 'save'] as const;

type Rollback = { previous: AdminCompareYear | undefined };

function replaceRecord(record: AdminCompareYear) {
  return (records: AdminCompareYear[] | undefined) =>
    records?.map((existing) => (existing.id === record.id ? record : existing));
}

/**
 * Saves a year's record optimistically (SPEC 4.5): the list shows the change at once,
 * before the server answers. When the save fails, only that year goes back to what it
 * was, so another year's change still on its way is not undone with it. Once the last
 * save has settled the list is loaded again.
 */
export function useSaveCompareYear() {
  const queryClient = useQueryClient();
  return useMutation<AdminCompareYear, Error, AdminCompareYear, Rollback>({
    mutationKey: SAVE_MUTATION_KEY,
    mutationFn: saveCompareYear,
    onMutate: async (record) => {
      // A reload under way would otherwise overwrite the change with the old list.
      await queryClient.cancelQueries({ queryKey: adminCompareYearsQueryKey });
      const previous = queryClient
        .getQueryData<AdminCompareYear[]>(adminCompareYearsQueryKey)
        ?.find((existing) => existing.id === record.id);
      queryClient.setQueryData(adminCompareYearsQueryKey, replaceRecord(record));
      return { previous };
    },
    onError: (_error, _record, context) => {
      if (context?.previous) queryClient.setQueryData(adminCompareYearsQueryKey, replaceRecord(context.previous));
    },
    onSettled: () => {
      // This save still counts as running here: reload once it is the only one left.
      if (queryClient.isMutating({ mutationKey: SAVE_MUTATION_KEY }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: adminCompareYearsQueryKey });
      }
      void queryClient.invalidateQueries({ queryKey: PUBLIC_COMPARE_YEARS_QUERY_KEY });
    },
  });
}
