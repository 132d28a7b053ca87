/** The company feature's API types, generated from the public API's contract (`@/lib/api/public-api`). */
export type { CompanyProductRecord, RateRow } from '@/lib/api/public-api';
