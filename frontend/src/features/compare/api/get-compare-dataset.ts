import { isCancelledError, queryOptions, type QueryClient } from '@tanstack/react-query';
import { answerOf, isClientError } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import {
  isCompareCacheReusable,
  readCachedCompareDataset,
  writeCachedCompareDataset,
} from '@/lib/compare-dataset-cache';
import type { CompareDataset } from '../types';

/** `GET /compare-plans/{year}`: everything any search in that year needs, in one document. */
export function getCompareDataset(year: number, signal?: AbortSignal, priority?: RequestPriority) {
  return answerOf(publicApi.GET('/compare-plans/{year}', { params: { path: { year } }, signal, priority }));
}

/**
 * `GET /compare-plans/{year}/counties/{countyId}`: the same shape restricted to one
 * county, a few kilobytes where the year is megabytes — what a first search needs.
 */
export function getCountySlice(year: number, countyId: number, signal?: AbortSignal) {
  return answerOf(publicApi.GET('/compare-plans/{year}/counties/{countyId}', { params: { path: { year, countyId } }, signal }));
}

/** What the browser cache rule needs besides the year (SPEC 4.6). */
export type CompareDatasetContext = {
  /** The newest year of `GET /get-years`. */
  newestYear: number;
  /** `GET /getCurrentYear`. */
  currentYear: number;
};

/** The year's dataset stored in this browser, when SPEC 4.6 allows using it; else null. */
async function readStoredDataset(year: number, context: CompareDatasetContext): Promise<CompareDataset | null> {
  const cached = await readCachedCompareDataset();
  return cached && isCompareCacheReusable(cached, { year, ...context, now: Date.now() }) ? cached.data : null;
}

/**
 * The dataset of `year`: from the browser cache when SPEC 4.6 allows it, otherwise from the
 * server, after which the cache is rewritten with it.
 */
async function loadCompareDataset(
  year: number,
  context: CompareDatasetContext,
  signal?: AbortSignal,
  priority?: RequestPriority,
): Promise<CompareDataset> {
  const stored = await readStoredDataset(year, context);
  if (stored) return stored;
  const dataset = await getCompareDataset(year, signal, priority);
  // A download cancelled as it ended (its query dropped: the page left, the cache reset) is not
  // written: nothing that still runs asked for it.
  signal?.throwIfAborted();
  await writeCachedCompareDataset(dataset, Date.now());
  return dataset;
}

/** The whole year's dataset, stored or downloaded (SPEC 4.6). */
export const compareDatasetQueryOptions = (year: number, context: CompareDatasetContext) =>
  queryOptions({
    queryKey: ['compare-dataset', year, context],
    queryFn: ({ signal }) => loadCompareDataset(year, context, signal),
    // The browser cache already decides freshness (24 hours); never refetch behind the visitor's back.
    staleTime: Infinity,
    // Megabytes of plans: comparing them with a previous copy would only cost the main thread.
    structuralSharing: false,
  });

/** One county's slice of the year. */
const countySliceQueryOptions = (year: number, countyId: number) =>
  queryOptions({
    queryKey: ['compare-dataset', year, 'county', countyId],
    queryFn: ({ signal }) => getCountySlice(year, countyId, signal),
    staleTime: Infinity,
    structuralSharing: false,
  });

/**
 * Puts the year's dataset stored in this browser, when SPEC 4.6 allows using it, where searches
 * find it (SPEC 2.5: changing Year loads that year). Never downloads: with nothing stored, the
 * first search asks for its county's slice instead. Answers whether the year is held.
 */
async function loadStoredYear(
  queryClient: QueryClient,
  year: number,
  context: CompareDatasetContext,
): Promise<boolean> {
  const { queryKey } = compareDatasetQueryOptions(year, context);
  if (queryClient.getQueryData(queryKey)) return true;
  const stored = await readStoredDataset(year, context);
  if (stored) queryClient.setQueryData(queryKey, stored);
  return stored !== null;
}

/** A chosen year's stored dataset, loaded as the year is chosen (see {@link loadStoredYear}). */
export const storedYearQueryOptions = (queryClient: QueryClient, year: number, context: CompareDatasetContext) =>
  queryOptions({
    queryKey: ['compare-dataset', year, 'stored', context],
    queryFn: () => loadStoredYear(queryClient, year, context),
    staleTime: Infinity,
  });

/**
 * The year's dataset when this tab holds it or the browser has stored it, else undefined. Shares
 * the store read Year started, if it is still under way: the store is read once.
 */
async function heldYear(queryClient: QueryClient, year: number, context: CompareDatasetContext) {
  await queryClient.fetchQuery(storedYearQueryOptions(queryClient, year, context));
  return queryClient.getQueryData(compareDatasetQueryOptions(year, context).queryKey);
}

/** What a search is answered from, and whether that was the whole year or one county of it. */
export type SearchData = { dataset: CompareDataset; source: 'year' | 'county' };

/**
 * The data for a search in `countyId` in `year`, the cheapest way there is:
 * 1. the whole year, when this tab already holds it;
 * 2. the whole year stored in this browser, when SPEC 4.6 allows using it;
 * 3. otherwise the county's slice, so a first visit paints in seconds on a slow phone. Should
 *    the slice fail without an answer a person could act on (no answer, or a server error), the
 *    whole year is downloaded instead, as before the slice existed.
 */
export async function loadSearchData(
  queryClient: QueryClient,
  year: number,
  countyId: number,
  context: CompareDatasetContext,
): Promise<SearchData> {
  const dataset = await heldYear(queryClient, year, context);
  if (dataset) return { dataset, source: 'year' };
  try {
    return { dataset: await queryClient.fetchQuery(countySliceQueryOptions(year, countyId)), source: 'county' };
  } catch (error) {
    if (isCancelledError(error) || isClientError(error)) throw error;
    return { dataset: await queryClient.fetchQuery(compareDatasetQueryOptions(year, context)), source: 'year' };
  }
}

/**
 * Fetches what a search in `countyId` would need before Search Now is pressed: nothing when the
 * year is held or stored, else the county's slice.
 */
export async function prefetchPlace(
  queryClient: QueryClient,
  year: number,
  countyId: number,
  context: CompareDatasetContext,
): Promise<void> {
  if (await heldYear(queryClient, year, context)) return;
  await queryClient.prefetchQuery(countySliceQueryOptions(year, countyId));
}

/** Stops downloading a slice no search needs any more (the visitor chose another location). */
export function cancelPlace(queryClient: QueryClient, year: number, countyId: number): void {
  void queryClient.cancelQueries({ queryKey: countySliceQueryOptions(year, countyId).queryKey, exact: true });
}

/** A search's data (see {@link loadSearchData}), kept for the visit. */
export const searchDataQueryOptions = (
  queryClient: QueryClient,
  year: number,
  countyId: number,
  context: CompareDatasetContext,
  searchNumber: number,
) =>
  queryOptions({
    // One entry per Search press: a search made once the year is held reads the year, even in a
    // county an earlier search answered from its slice.
    queryKey: ['compare-dataset', year, 'search', countyId, context, searchNumber],
    queryFn: () => loadSearchData(queryClient, year, countyId, context),
    // A year this tab holds, or else a slice of the county it holds, answers at once, so Search
    // Now paints in the same frame.
    initialData: (): SearchData | undefined => {
      const held = queryClient.getQueryData(compareDatasetQueryOptions(year, context).queryKey);
      if (held) return { dataset: held, source: 'year' };
      const slice = queryClient.getQueryData(countySliceQueryOptions(year, countyId).queryKey);
      return slice && { dataset: slice, source: 'county' };
    },
    staleTime: Infinity,
    structuralSharing: false,
  });

/**
 * Downloads and stores the whole year (SPEC 4.6) after a search painted from a county slice,
 * at low priority, so the next search needs no request. Does nothing when this tab already
 * holds the year; a failure is only remembered, and the next search tries again.
 */
export function downloadYearInBackground(queryClient: QueryClient, year: number, context: CompareDatasetContext) {
  const options = compareDatasetQueryOptions(year, context);
  if (queryClient.getQueryData(options.queryKey)) return;
  void queryClient.prefetchQuery({
    ...options,
    queryFn: ({ signal }) => loadCompareDataset(year, context, signal, 'low'),
  });
}
