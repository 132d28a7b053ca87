import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { RateHistory } from '../types';

/**
 * `GET /company-products/{companyProductPk}/history`: the product's publicly listed
 * filings per type of insurance, oldest first. Asked for below the page's own data, so a
 * failure leaves the page as it is (the chart's place says so).
 */
export function getRateHistory(companyProductPk: number, signal?: AbortSignal): Promise<RateHistory> {
  return answerOf(
    publicApi.GET('/company-products/{companyProductPk}/history', {
      params: { path: { companyProductPk } },
      signal,
      priority: 'low',
    }),
  );
}

/** Under the `filings` prefix, so whatever refreshes the filings refreshes the history too. */
export const rateHistoryQueryOptions = (companyProductPk: number) =>
  queryOptions({
    queryKey: ['filings', 'history', companyProductPk],
    queryFn: ({ signal }) => getRateHistory(companyProductPk, signal),
  });

export function useRateHistory(companyProductPk: number) {
  return useQuery(rateHistoryQueryOptions(companyProductPk));
}
