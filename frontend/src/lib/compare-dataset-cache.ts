import { clear, createStore, getMany, setMany, type UseStore } from 'idb-keyval';
import type { CompareDataset } from '@/lib/api/public-api';

/**
 * The browser's copy of one year's compare dataset (SPEC 4.6, 9): database
 * `healthratesDB`, store `healthratesStore`, entries `data` and `timestamp`.
 * Compare Plans reads it; the staff's Reset Cache clears it. A browser without
 * IndexedDB (or one that refuses it, as some private windows do) simply has no
 * cache: every function here then behaves as if the cache were empty.
 */
export const COMPARE_CACHE_DB = 'healthratesDB';
export const COMPARE_CACHE_STORE = 'healthratesStore';
const DATA_KEY = 'data';
const TIMESTAMP_KEY = 'timestamp';

/** SPEC 9: a cached dataset is reused for at most 24 hours. */
export const COMPARE_CACHE_LIFETIME_MS = 86_400_000;

/** What the cache holds: the dataset and when it was stored (ms since the epoch). */
export type CachedCompareDataset = { data: CompareDataset; timestamp: number };

/** What decides whether the cached dataset may be used instead of asking the server. */
export type CacheReuseCheck = {
  /** The year the visitor chose. */
  year: number;
  /** The newest year in the years list (`GET /get-years`). */
  newestYear: number;
  /** The current year the server reports (`GET /getCurrentYear`). */
  currentYear: number;
  /** Now, in ms since the epoch. */
  now: number;
};

/**
 * SPEC 4.6: the cache is reused only when it is less than 24 hours old, it is for
 * the chosen year, and the newest available year equals the server's current year.
 */
export function isCompareCacheReusable(cached: CachedCompareDataset, check: CacheReuseCheck): boolean {
  const age = check.now - cached.timestamp;
  return (
    age >= 0 &&
    age < COMPARE_CACHE_LIFETIME_MS &&
    cached.data.compareYear === check.year &&
    check.newestYear === check.currentYear
  );
}

let store: UseStore | null = null;

/** The store, opened on first use; null where the browser has no IndexedDB. */
function cacheStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore(COMPARE_CACHE_DB, COMPARE_CACHE_STORE);
  return store;
}

/** Runs one IndexedDB call; a browser that refuses it (quota, private window) has no cache. */
async function attempt<T>(call: (store: UseStore) => Promise<T>): Promise<T | null> {
  const opened = cacheStore();
  if (!opened) return null;
  try {
    return await call(opened);
  } catch {
    return null;
  }
}

function looksLikeDataset(value: unknown): value is CompareDataset {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CompareDataset).compareYear === 'number' &&
    typeof (value as CompareDataset).comparisonData === 'object'
  );
}

/** The cached dataset and its timestamp, or null when there is none (or it is unreadable). */
export async function readCachedCompareDataset(): Promise<CachedCompareDataset | null> {
  const entries = await attempt((opened) => getMany<unknown>([DATA_KEY, TIMESTAMP_KEY], opened));
  const [data, timestamp] = entries ?? [];
  if (!looksLikeDataset(data) || typeof timestamp !== 'number') return null;
  return { data, timestamp };
}

/** Replaces the cached dataset; both entries are written in one transaction. */
export async function writeCachedCompareDataset(data: CompareDataset, timestamp: number): Promise<void> {
  await attempt((opened) =>
    setMany(
      [
        [DATA_KEY, data],
        [TIMESTAMP_KEY, timestamp],
      ],
      opened,
    ),
  );
}

/** Empties the cache (SPEC 4.5 step 2, 'clears the local comparison cache'). */
export async function clearCachedCompareDataset(): Promise<void> {
  await attempt((opened) => clear(opened));
}
