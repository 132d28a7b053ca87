import { describe, expect, it } from 'vitest';
import { varianceFixture } from '@/testing/mocks/compare-fixtures';
import type { CompareVariance } from './types';
import { planDistinctions } from './plan-distinctions';
import type { PlanResult } from './plan-results';

/** A result of plan BLU-S at `rate`, as variant `varianceId` with its own cost sharing. */
function plan(varianceId: string, overrides: Partial<CompareVariance> = {}, rate = 475.46): PlanResult {
  return {
    ...varianceFixture(varianceId, overrides),
    resultKey: `${varianceId}@4`,
    planId: 'BLU-S',
    planvariance: `BLU-S-${varianceId}`,
    companyKey: '9',
    companyProductId: 90,
    company: 'Blue Lake Health',
    planName: 'Blue Lake Select HMO Silver 4750',
    rate,
    coverage: 'S',
  };
}

/** Each plan's second line as it reads, in the order of `plans`. */
function lines(plans: PlanResult[]): string[] {
  const figures = planDistinctions(plans);
  return plans.map((p) => figures.get(p.resultKey)!.map(({ label, value }) => `${label} ${value}`).join(' · '));
}

describe('planDistinctions: the second line of a plan row (SPEC 2.5)', () => {
  it('names the deductible and out-of-pocket maximum of every plan', () => {
    expect(lines([plan('BLU-G-01', { deductInd: 500, moopInd: 8000 }, 512.25)])).toEqual([
      'Deductible $500 · Out-of-pocket max $8,000',
    ]);
  });

  it('tells apart cost-sharing variants that share a title by those two figures', () => {
    const variants = [
      plan('BLU-S-01', { deductInd: 4750, moopInd: 9200 }),
      plan('BLU-S-04', { deductInd: 3500, moopInd: 7350 }),
      plan('BLU-S-05', { deductInd: 750, moopInd: 3050 }),
      plan('BLU-S-06', { deductInd: 0, moopInd: 1200 }),
    ];

    expect(lines(variants)).toEqual([
      'Deductible $4,750 · Out-of-pocket max $9,200',
      'Deductible $3,500 · Out-of-pocket max $7,350',
      'Deductible $750 · Out-of-pocket max $3,050',
      'Deductible $0 · Out-of-pocket max $1,200',
    ]);
  });

  it('adds the first further figure in which look-alike variants differ, for all of them', () => {
    const variants = [
      plan('BLU-S-01'),
      plan('BLU-S-02', { copaySpec: 40 }),
      plan('BLU-S-03', { copaySpec: 40, copayRx: 5 }),
      // Another premium: not a look-alike, so its line stays short.
      plan('BLU-S-09', {}, 500),
    ];

    expect(lines(variants)).toEqual([
      'Deductible $1,500 · Out-of-pocket max $8,000 · Specialist co-pay $60 · Generic drug co-pay $10',
      'Deductible $1,500 · Out-of-pocket max $8,000 · Specialist co-pay $40 · Generic drug co-pay $10',
      'Deductible $1,500 · Out-of-pocket max $8,000 · Specialist co-pay $40 · Generic drug co-pay $5',
      'Deductible $1,500 · Out-of-pocket max $8,000',
    ]);
  });

  it('names the variant when look-alikes differ in no figure at all', () => {
    expect(lines([plan('BLU-S-01'), plan('BLU-S-07')])).toEqual([
      'Deductible $1,500 · Out-of-pocket max $8,000 · Variant BLU-S-01',
      'Deductible $1,500 · Out-of-pocket max $8,000 · Variant BLU-S-07',
    ]);
  });
});
