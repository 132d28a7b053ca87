import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { readQueryOptions } from '@/lib/read-query';
import type { CurrentYear } from '../types';

/** `GET /getCurrentYear`: the plan year the department treats as current (SPEC 7.3, used by the cache rule of 4.6). */
export function getCurrentYear(signal?: AbortSignal): Promise<CurrentYear> {
  return answerOf(publicApi.GET('/getCurrentYear', { signal }));
}

export const currentYearQueryOptions = () => readQueryOptions(['current-year'], getCurrentYear);

export function useCurrentYear() {
  return useQuery(currentYearQueryOptions());
}
