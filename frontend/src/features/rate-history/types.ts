/** The rate history feature's API types, generated from the public API's contract (`@/lib/api/public-api`). */
export type { RateHistory, RateHistoryFiling, RateHistoryGroup, StateStatus } from '@/lib/api/public-api';
