import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { useReadQuery } from '@/lib/read-query';
import type { OpenDataCatalogue } from '../types';

/** `GET /open-data`: every download with its files, sizes, row count, last update and columns. */
export function getOpenData(signal?: AbortSignal): Promise<OpenDataCatalogue> {
  return answerOf(publicApi.GET('/open-data', { signal }));
}

export function useOpenData() {
  return useReadQuery(['open-data'], getOpenData);
}
