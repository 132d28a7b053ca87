import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, ApiError } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { CompanyProductRecord } from '../types';

/**
 * `GET /company-products/{companyProductPk}`: one record per product of the company owning
 * `companyProductPk` and type of insurance it has public filings in, plus one without a type
 * for each product without filings. An unknown product (404) or a key the server refuses
 * (400) answers an empty list: SPEC 2.8 shows 'No data found.' for both, not an error.
 */
export async function getCompanyProducts(
  companyProductPk: number,
  signal?: AbortSignal,
): Promise<CompanyProductRecord[]> {
  try {
    return await answerOf(
      publicApi.GET('/company-products/{companyProductPk}', { params: { path: { companyProductPk } }, signal }),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return [];
    throw error;
  }
}

export const companyProductsQueryOptions = (companyProductPk: number) =>
  queryOptions({
    queryKey: ['company-products', companyProductPk],
    queryFn: ({ signal }) => getCompanyProducts(companyProductPk, signal),
  });

export function useCompanyProducts(companyProductPk: number) {
  return useQuery(companyProductsQueryOptions(companyProductPk));
}
