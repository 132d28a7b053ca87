import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { ProductType } from '../types';

/** `GET /api/companies/product-types`: the product types by name (HMO, PPO, ...). */
export function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return answerOf(adminApi.GET('/api/companies/product-types', { signal }));
}

export const productTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'company-product-types'],
    queryFn: ({ signal }) => getProductTypes(signal),
    // The list changes only with a release: no need to ask again while the screen is open.
    staleTime: Infinity,
  });

export function useProductTypes() {
  return useQuery(productTypesQueryOptions());
}
