import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { readQueryOptions } from '@/lib/read-query';
import type { County } from '../types';

/** `GET /counties`: every county, sorted by name; fills the Location select. */
export function getCounties(signal?: AbortSignal): Promise<County[]> {
  return answerOf(publicApi.GET('/counties', { signal }));
}

/** Counties change almost never; keep them for the whole visit. */
export const countiesQueryOptions = () => readQueryOptions(['counties'], getCounties, { staleTime: Infinity });

export function useCounties() {
  return useQuery(countiesQueryOptions());
}
