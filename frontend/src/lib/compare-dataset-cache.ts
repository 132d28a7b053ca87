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

function openCache(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(COMPARE_CACHE_DB, 1);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(COMPARE_CACHE_STORE)) {
        request.result.createObjectStore(COMPARE_CACHE_STORE);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Runs `work` in one transaction on the store; resolves with its result once committed, null on any failure. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T | null> {
  const db = await openCache();
  if (!db) return null;
  try {
    return await new Promise<T | null>((resolve) => {
      const transaction = db.transaction(COMPARE_CACHE_STORE, mode);
      const result = work(transaction.objectStore(COMPARE_CACHE_STORE));
      transaction.oncomplete = () => resolve(result());
      transaction.onerror = () => resolve(null);
      transaction.onabort = () => resolve(null);
    });
  } catch {
    return null;
  } finally {
    db.close();
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
  const entry = await inStore('readonly', (store) => {
    const data = store.get(DATA_KEY);
    const timestamp = store.get(TIMESTAMP_KEY);
    return () => ({ data: data.result as unknown, timestamp: timestamp.result as unknown });
  });
  if (!entry || !looksLikeDataset(entry.data) || typeof entry.timestamp !== 'number') return null;
  return { data: entry.data, timestamp: entry.timestamp };
}

/** Replaces the cached dataset; both entries are written in one transaction. */
export async function writeCachedCompareDataset(data: CompareDataset, timestamp: number): Promise<void> {
  await inStore('readwrite', (store) => {
    store.put(data, DATA_KEY);
    store.put(timestamp, TIMESTAMP_KEY);
    return () => undefined;
  });
}

/** Empties the cache (SPEC 4.5 step 2, 'clears the local comparison cache'). */
export async function clearCachedCompareDataset(): Promise<void> {
  await inStore('readwrite', (store) => {
    store.clear();
    return () => undefined;
  });
}
