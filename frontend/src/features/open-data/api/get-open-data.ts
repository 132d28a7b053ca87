import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { OpenDataCatalogue } from '../types';

/** `GET /open-data`: every download with its files, sizes, row count, last update and columns. */
export function getOpenData(signal?: AbortSignal): Promise<OpenDataCatalogue> {
  return answerOf(publicApi.GET('/open-data', { signal }));
}

export const openDataQueryOptions = () =>
  queryOptions({
    queryKey: ['open-data'],
    queryFn: ({ signal }) => getOpenData(signal),
  });

export function useOpenData() {
  return useQuery(openDataQueryOptions());
}
