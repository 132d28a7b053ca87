import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import type { RateRow } from '../types';

/** `GET /filings`: one line per company of every publicly listed filing, latest first. */
export function getLatestRates(signal?: AbortSignal): Promise<RateRow[]> {
  return getJson<RateRow[]>('/filings', signal);
}

export const latestRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['filings', 'latest'],
    queryFn: ({ signal }) => getLatestRates(signal),
  });

export function useLatestRates() {
  return useQuery(latestRatesQueryOptions());
}
