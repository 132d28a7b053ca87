/** The Compare Years screen's API types, named in `@/lib/api/*` from the APIs' contracts. */
export type { AdminCompareYear, ClearCacheResult, CompareYearSaveRequest } from '@/lib/api/admin-api';
export type { CompareDataset, CompareYear } from '@/lib/api/public-api';
