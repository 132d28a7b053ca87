/** A county the plans are offered in (`GET /counties`). */
export type County = {
  id: number;
  /** Display name, e.g. 'Adams County'. */
  longName: string;
};

/** A plan year open for comparison, e.g. 2026 (`GET /get-years`). */
export type CompareYear = number;
