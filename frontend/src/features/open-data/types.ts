/**
 * The open-data feature's API types: `GET /open-data`, the catalogue of the downloads (issue 19).
 * Written here to the backend's contract until the public API's OpenAPI document carries it.
 */

/** What a column's values are, as the data dictionary names it. */
export type OpenDataColumnType = 'text' | 'integer' | 'decimal' | 'date' | 'date-time' | 'url';

/** One column of a download: its header, the kind of values, and what it means. */
export type OpenDataColumn = {
  name: string;
  type: OpenDataColumnType;
  description: string;
};

/** One file of a data set, in one format. */
export type OpenDataFile = {
  format: 'csv' | 'json';
  /** Under the API base, e.g. `/open-data/filings.csv`. */
  path: string;
  /** The file's size. */
  bytes: number;
};

/** One data set of the open data: filings, comments, or a year's plan premiums. */
export type OpenDataset = {
  /** Stable key, e.g. `filings`, `plans-2027`. */
  id: string;
  /** e.g. "Rate filings". */
  title: string;
  /** One or two sentences on what the data set holds. */
  description: string;
  /** Data rows in each of its files (the CSV header not counted). */
  rows: number;
  /** When its data last changed (RFC 3339); null when it never has. */
  lastUpdated: string | null;
  files: OpenDataFile[];
  /** The data dictionary, in the files' column order. */
  columns: OpenDataColumn[];
};

/** `GET /open-data`. */
export type OpenDataCatalogue = {
  datasets: OpenDataset[];
};
