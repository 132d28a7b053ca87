/** The compare feature's API types, generated from the public API's contract (`@/lib/api/public-api`). */
export type { CompareYear, County } from '@/lib/api/public-api';
