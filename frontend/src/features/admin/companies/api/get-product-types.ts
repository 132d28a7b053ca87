import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import { useReadQuery } from '@/lib/read-query';
import type { ProductType } from '../types';

/** `GET /api/companies/product-types`: the product types by name (HMO, PPO, ...). */
export function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  return answerOf(adminApi.GET('/api/companies/product-types', { signal }));
}

export function useProductTypes() {
  // The list changes only with a release: no need to ask again while the screen is open.
  return useReadQuery(['admin', 'company-product-types'], getProductTypes, { staleTime: Infinity });
}
