import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { answerOf, keyAsGiven } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { SingleFiling } from '../types';

/**
 * The four keys of a Rate Page address (SPEC 2.9), as the route gives them: text, so
 * that a malformed one ('abc') reaches the server, which refuses it with 400.
 */
export type FilingKeys = {
  companyProductPk: string;
  filingId: string;
  companyPk: string;
  toiId: string;
};

/** The keys of a Rate Page address from its route's parameters (a missing one is empty: the server refuses it). */
export function filingKeysOf(params: Params): FilingKeys {
  const { companyProductPk = '', filingId = '', companyPk = '', toiId = '' } = params;
  return { companyProductPk, filingId, companyPk, toiId };
}

/** `GET /company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}`: one filing, as the Rate Page shows it. */
export function getSingleFiling(keys: FilingKeys, signal?: AbortSignal): Promise<SingleFiling> {
  return answerOf(
    publicApi.GET('/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}', {
      params: {
        path: {
          companyProductPk: keyAsGiven(keys.companyProductPk),
          filingId: keyAsGiven(keys.filingId),
          companyPk: keyAsGiven(keys.companyPk),
          toiId: keyAsGiven(keys.toiId),
        },
      },
      signal,
    }),
  );
}

/** Under the `filings` prefix the latest rates also use, so a change to filings can invalidate both. */
export const singleFilingQueryOptions = (keys: FilingKeys) =>
  queryOptions({
    queryKey: ['filings', 'single', keys.companyProductPk, keys.filingId, keys.companyPk, keys.toiId],
    queryFn: ({ signal }) => getSingleFiling(keys, signal),
  });

export function useSingleFiling(keys: FilingKeys) {
  return useQuery(singleFilingQueryOptions(keys));
}
