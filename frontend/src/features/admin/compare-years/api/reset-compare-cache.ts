import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { clearCachedCompareDataset } from '@/lib/compare-dataset-cache';
import type { ClearCacheResult } from '../types';
import { PUBLIC_COMPARE_DATASET_QUERY_KEY, PUBLIC_COMPARE_YEARS_QUERY_KEY } from './public-compare-keys';

/** `GET /api/clearCompareCache`: the server drops its comparison cache and rebuilds each active year. */
export function clearRemoteCompareCache(): Promise<ClearCacheResult> {
  return answerOf(adminApi.GET('/api/clearCompareCache'));
}

/**
 * Reset Cache, in SPEC 4.5's order:
 * 1. clears the remote comparison cache;
 * 2. clears the local one (this browser's IndexedDB copy of a dataset);
 * 3. reports that the reset has started (`onStarted`: the 'Reset Cache Started!' message);
 * 4. fetches the years (public `GET /get-years`), then asks for each year's comparison
 *    (`GET /compare-plans/{year}`) so the public cache is warm before visitors need it.
 * The years are asked for one after the other, so the server builds one dataset at a time.
 * Any failure stops the steps and rejects with it.
 */
export async function resetCompareCache(onStarted: () => void): Promise<void> {
  await clearRemoteCompareCache();
  await clearCachedCompareDataset();
  onStarted();
  const years = await answerOf(publicApi.GET('/get-years'));
  for (const year of years) {
    await answerOf(publicApi.GET('/compare-plans/{year}', { params: { path: { year } } }));
  }
}

/**
 * Runs Reset Cache. Afterwards this tab's own copies of the public years and datasets
 * are dropped, so Compare Plans asks the server again.
 */
export function useResetCompareCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'compare-years', 'reset-cache'],
    mutationFn: ({ onStarted }: { onStarted: () => void }) => resetCompareCache(onStarted),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: PUBLIC_COMPARE_DATASET_QUERY_KEY });
      queryClient.removeQueries({ queryKey: PUBLIC_COMPARE_YEARS_QUERY_KEY });
    },
  });
}
