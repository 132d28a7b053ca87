/** The rates feature's API types, generated from the public API's contract (`@/lib/api/public-api`). */
export type { RateRow } from '@/lib/api/public-api';
