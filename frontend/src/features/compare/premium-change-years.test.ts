import { describe, expect, it } from 'vitest';
import { comparedYears, filingPlanYear, isIndividualMarket } from './premium-change-years';

describe('isIndividualMarket (individual filings only)', () => {
  it.each([
    ['Individual', true],
    ['individual', true],
    [' INDIVIDUAL ', true],
    ['Individual and Small Group', true],
    ['Group', false],
    ['Small Group', false],
    ['Large Group', false],
    ['Nonindividual', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (marketType, individual) => {
    expect(isIndividualMarket(marketType)).toBe(individual);
  });
});

describe('filingPlanYear', () => {
  it('is the year of the requested implementation date', () => {
    expect(filingPlanYear({ effImpDateReqNew: '2027-01-01', submissionDate: '2026-05-14' })).toBe(2027);
    // A mid-year date keeps its own year: the rates apply from then, in that plan year.
    expect(filingPlanYear({ effImpDateReqNew: '2026-07-01', submissionDate: '2026-02-02' })).toBe(2026);
  });

  it('is the year after submission when no implementation date is requested', () => {
    expect(filingPlanYear({ effImpDateReqNew: null, submissionDate: '2026-05-14' })).toBe(2027);
    expect(filingPlanYear({ submissionDate: '2025-12-31' })).toBe(2026);
  });

  it('is unknown when neither date can be read', () => {
    expect(filingPlanYear({ effImpDateReqNew: 'soon', submissionDate: 'unknown' })).toBeNull();
  });
});

describe('comparedYears', () => {
  const years = [2027, 2026, 2025];

  it('pairs the plan year with the year before when both are compare years', () => {
    expect(comparedYears(2027, years)).toEqual({ before: 2026, after: 2027 });
    expect(comparedYears(2026, years)).toEqual({ before: 2025, after: 2026 });
  });

  it('pairs nothing when either year is missing', () => {
    // 2024 is not a compare year.
    expect(comparedYears(2025, years)).toBeNull();
    // 2028 is not one yet.
    expect(comparedYears(2028, years)).toBeNull();
    expect(comparedYears(2026, [2026, 2024])).toBeNull();
    expect(comparedYears(null, years)).toBeNull();
    expect(comparedYears(2026, [])).toBeNull();
  });
});
