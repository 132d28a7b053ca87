/**
 * Which filings "What this means for you" speaks about, and which two compare years it
 * sets side by side. Small and free of the comparison itself, so the Rate Page can decide whether
 * to load the section at all.
 */

/** What the Rate Page's answer says about a filing's market and dates (SPEC 3 Filing). */
export type FilingDates = {
  /** Implementation date requested, YYYY-MM-DD, when the filing gives one. */
  effImpDateReqNew?: string | null;
  /** Submission date, YYYY-MM-DD. */
  submissionDate: string;
};

/** The plan year a filing is for, and the year before it: the two compare years to set side by side. */
export type ComparedYears = { before: number; after: number };

/**
 * Whether a filing's market type (`lahMarketType`) names the individual market: 'Individual', in
 * any case, also where the rate-filing system joins it with another market ('Individual and Small
 * Group'). The compare data holds individual plans only, so no other filing gets the section.
 */
export function isIndividualMarket(marketType: string | null | undefined): boolean {
  return /\bindividual\b/i.test(marketType ?? '');
}

const LEADING_YEAR = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * The plan year a filing's rates are for: the year of its requested implementation date; a
 * filing without one is taken to be for the year after its submission, when individual rates
 * filed during a year take effect (January 1 of the next). Null when neither date can be read.
 */
export function filingPlanYear(filing: FilingDates): number | null {
  const implementation = LEADING_YEAR.exec(filing.effImpDateReqNew ?? '');
  if (implementation) return Number(implementation[1]);
  const submission = LEADING_YEAR.exec(filing.submissionDate);
  return submission ? Number(submission[1]) + 1 : null;
}

/**
 * The filing's plan year and the year before it, when both are compare years (`GET /get-years`);
 * else null: there is nothing to compare.
 */
export function comparedYears(planYear: number | null, compareYears: readonly number[]): ComparedYears | null {
  if (planYear === null) return null;
  const before = planYear - 1;
  return compareYears.includes(planYear) && compareYears.includes(before) ? { before, after: planYear } : null;
}
