import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { readQueryOptions } from '@/lib/read-query';
import type { RateRow } from '../types';

/** `GET /filings`: one line per company of every publicly listed filing, latest first. */
export function getLatestRates(signal?: AbortSignal): Promise<RateRow[]> {
  return answerOf(publicApi.GET('/filings', { signal }));
}

export const latestRatesQueryOptions = () => readQueryOptions(['filings', 'latest'], getLatestRates);

export function useLatestRates() {
  return useQuery(latestRatesQueryOptions());
}
