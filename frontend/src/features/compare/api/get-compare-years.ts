import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { CompareYear } from '../types';

/** `GET /get-years`: the active compare years, newest first; fills the Year select. */
export function getCompareYears(signal?: AbortSignal): Promise<CompareYear[]> {
  return answerOf(publicApi.GET('/get-years', { signal }));
}

export const compareYearsQueryOptions = () =>
  queryOptions({
    queryKey: ['compare-years'],
    queryFn: ({ signal }) => getCompareYears(signal),
  });

export function useCompareYears() {
  return useQuery(compareYearsQueryOptions());
}
