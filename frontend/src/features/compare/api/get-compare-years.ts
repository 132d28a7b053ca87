import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { readQueryOptions } from '@/lib/read-query';
import type { CompareYear } from '../types';

/** `GET /get-years`: the active compare years, newest first; fills the Year select. */
export function getCompareYears(signal?: AbortSignal): Promise<CompareYear[]> {
  return answerOf(publicApi.GET('/get-years', { signal }));
}

export const compareYearsQueryOptions = () => readQueryOptions(['compare-years'], getCompareYears);

export function useCompareYears() {
  return useQuery(compareYearsQueryOptions());
}
