import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import {
  isCompareCacheReusable,
  readCachedCompareDataset,
  writeCachedCompareDataset,
} from '@/lib/compare-dataset-cache';
import type { CompareDataset } from '../types';

/** `GET /compare-plans/{year}`: everything a search in that year needs, in one document. */
export function getCompareDataset(year: number, signal?: AbortSignal): Promise<CompareDataset> {
  return getJson<CompareDataset>(`/compare-plans/${year}`, signal);
}

/** What the browser cache rule needs besides the year (SPEC 4.6). */
export type CompareDatasetContext = {
  /** The newest year of `GET /get-years`. */
  newestYear: number;
  /** `GET /getCurrentYear`. */
  currentYear: number;
};

/**
 * The dataset of `year`: from the browser cache when SPEC 4.6 allows it, otherwise
 * from the server, after which the cache is rewritten with it.
 */
export async function loadCompareDataset(
  year: number,
  context: CompareDatasetContext,
  signal?: AbortSignal,
): Promise<CompareDataset> {
  const cached = await readCachedCompareDataset();
  if (cached && isCompareCacheReusable(cached, { year, ...context, now: Date.now() })) return cached.data;
  const dataset = await getCompareDataset(year, signal);
  await writeCachedCompareDataset(dataset, Date.now());
  return dataset;
}

export const compareDatasetQueryOptions = (year: number, context: CompareDatasetContext) =>
  queryOptions({
    queryKey: ['compare-dataset', year, context],
    queryFn: ({ signal }) => loadCompareDataset(year, context, signal),
    // The browser cache already decides freshness (24 hours); never refetch behind the visitor's back.
    staleTime: Infinity,
  });

/** The dataset of `year`, once the year is chosen and the cache rule's inputs are known. */
export function useCompareDataset(year: number | null, context: CompareDatasetContext | null) {
  return useQuery({
    ...compareDatasetQueryOptions(year ?? 0, context ?? { newestYear: 0, currentYear: 0 }),
    enabled: year !== null && context !== null,
  });
}
