import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import type { OpenDataCatalogue } from '../types';

/** `GET /open-data`: every download with its files, sizes, row count, last update and columns. */
export function getOpenData(signal?: AbortSignal): Promise<OpenDataCatalogue> {
  return getJson<OpenDataCatalogue>('/open-data', signal);
}

export const openDataQueryOptions = () =>
  queryOptions({
    queryKey: ['open-data'],
    queryFn: ({ signal }) => getOpenData(signal),
  });

export function useOpenData() {
  return useQuery(openDataQueryOptions());
}
