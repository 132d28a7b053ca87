/** The open-data feature's API types, generated from the public API's contract (`@/lib/api/public-api`). */
export type { OpenDataCatalogue, OpenDataColumn, OpenDataFile, OpenDataset } from '@/lib/api/public-api';
import type { OpenDataColumn } from '@/lib/api/public-api';

/** What a column's values are, as the data dictionary names it. */
export type OpenDataColumnType = OpenDataColumn['type'];
