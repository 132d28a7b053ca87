import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompareDataset } from '@/lib/api/public-api';
import {
  clearCachedCompareDataset,
  COMPARE_CACHE_DB,
  COMPARE_CACHE_LIFETIME_MS,
  COMPARE_CACHE_STORE,
  isCompareCacheReusable,
  readCachedCompareDataset,
  writeCachedCompareDataset,
} from './compare-dataset-cache';

const dataset = (compareYear: number): CompareDataset => ({
  compareYear,
  comparisonData: {},
  companyData: {},
  varianceData: {},
  planAreaData: {},
  planData: {},
});

const NOW = Date.UTC(2026, 10, 21, 12);

describe('compare dataset cache (SPEC 4.6)', () => {
  beforeEach(async () => {
    await clearCachedCompareDataset();
  });

  it('is empty at first', async () => {
    await expect(readCachedCompareDataset()).resolves.toBeNull();
  });

  it('stores the dataset and its timestamp as the entries data and timestamp of healthratesStore in healthratesDB', async () => {
    await writeCachedCompareDataset(dataset(2027), NOW);

    await expect(readCachedCompareDataset()).resolves.toEqual({ data: dataset(2027), timestamp: NOW });
    const raw = await new Promise<unknown[]>((resolve) => {
      const open = indexedDB.open(COMPARE_CACHE_DB);
      open.onsuccess = () => {
        const store = open.result.transaction(COMPARE_CACHE_STORE).objectStore(COMPARE_CACHE_STORE);
        const keys = store.getAllKeys();
        keys.onsuccess = () => {
          open.result.close();
          resolve(keys.result);
        };
      };
    });
    expect(raw.sort()).toEqual(['data', 'timestamp']);
  });

  it('rewrites the entries on the next write and empties on clear', async () => {
    await writeCachedCompareDataset(dataset(2027), NOW);
    await writeCachedCompareDataset(dataset(2026), NOW + 1);
    await expect(readCachedCompareDataset()).resolves.toEqual({ data: dataset(2026), timestamp: NOW + 1 });

    await clearCachedCompareDataset();
    await expect(readCachedCompareDataset()).resolves.toBeNull();
  });

  describe('reuse rule', () => {
    const cached = { data: dataset(2027), timestamp: NOW };
    const check = { year: 2027, newestYear: 2027, currentYear: 2027, now: NOW + 1000 };

    it('reuses a dataset less than 24 hours old, for the chosen year, when the newest year is the current year', () => {
      expect(isCompareCacheReusable(cached, check)).toBe(true);
      expect(isCompareCacheReusable(cached, { ...check, now: NOW + COMPARE_CACHE_LIFETIME_MS - 1 })).toBe(true);
    });

    it('fetches again once it is 24 hours old', () => {
      expect(isCompareCacheReusable(cached, { ...check, now: NOW + COMPARE_CACHE_LIFETIME_MS })).toBe(false);
    });

    it('fetches again for another year', () => {
      expect(isCompareCacheReusable(cached, { ...check, year: 2026 })).toBe(false);
    });

    it('fetches again when the newest listed year is not the server’s current year', () => {
      expect(isCompareCacheReusable(cached, { ...check, currentYear: 2028 })).toBe(false);
    });

    it('does not trust a timestamp from the future', () => {
      expect(isCompareCacheReusable(cached, { ...check, now: NOW - 1 })).toBe(false);
    });
  });
});
