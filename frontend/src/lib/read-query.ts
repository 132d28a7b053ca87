import { queryOptions, useQuery } from '@tanstack/react-query';

/** The TanStack Query options of data that `read` (a call of either API) fetches, cached under `queryKey`. */
export function readQueryOptions<T>(queryKey: readonly unknown[], read: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal) });
}

/** Data that `read` (a call of either API) fetches, cached under `queryKey`, which changes invalidate or write to. */
export function useReadQuery<T>(queryKey: readonly unknown[], read: (signal: AbortSignal) => Promise<T>) {
  return useQuery(readQueryOptions(queryKey, read));
}
