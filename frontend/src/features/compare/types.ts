/** The compare feature's API types, generated from the public API's contract (`@/lib/api/public-api`). */
export type { CompareDataset, CompareVariance, CompareYear, County, CurrentYear } from '@/lib/api/public-api';
