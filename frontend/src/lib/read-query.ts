import { queryOptions, useQuery } from '@tanstack/react-query';

type ReadOptions = {
  /** How long the data counts as fresh, in milliseconds; `Infinity` keeps it for the whole visit. */
  staleTime?: number;
};

/** The TanStack Query options of data that `read` (a call of either API) fetches, cached under `queryKey`. */
export function readQueryOptions<T>(
  queryKey: readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  options: ReadOptions = {},
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), ...options });
}

/** Data that `read` (a call of either API) fetches, cached under `queryKey`, which changes invalidate or write to. */
export function useReadQuery<T>(
  queryKey: readonly unknown[],
  read: (signal: AbortSignal) => Promise<T>,
  options: ReadOptions = {},
) {
  return useQuery(readQueryOptions(queryKey, read, options));
}
