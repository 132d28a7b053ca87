import { describe, expect, it } from 'vitest';
import { formatDollarChange, formatRateChange } from '@/lib/format';
import { planListingsDataset, type PlanListing } from '@/testing/mocks/compare-fixtures';
import type { TobaccoUse } from './compare-criteria';
import type { MetalLevelCode } from './coverage';
import { comparePremiums, median, productPremiums, type PremiumQuestion } from './premium-change';
import type { CompareDataset } from './types';

/** The product the filing is for, and another product of the same company. */
const PRODUCT = 31;
const OTHER_PRODUCT = 32;
const ADAMS = 1;
const BAKER = 2;

/** A plan of the filing's product unless another is given, in Adams County unless elsewhere. */
type Listing = Omit<PlanListing, 'companyProductId' | 'level'> & { product?: number; level?: MetalLevelCode };

const dataset = (compareYear: number, listings: Listing[]): CompareDataset =>
  planListingsDataset(
    compareYear,
    listings.map(({ product, ...listing }) => ({ ...listing, companyProductId: product ?? PRODUCT })),
  );

/**
 * Premiums for every rate key of SPEC 5.2 ('20-N' … '65-Y'), each different: `base` plus the
 * rated age, plus 0.5 for a tobacco user. A premium therefore tells which key was read.
 */
function everyKey(base: number): Record<string, number> {
  const rates: Record<string, number> = {};
  for (let age = 20; age <= 65; age += 1) {
    rates[`${age}-N`] = base + age;
    rates[`${age}-Y`] = base + age + 0.5;
  }
  return rates;
}

const flat = (premium: number) => ({ '40-N': premium });
const ask = (changes: Partial<PremiumQuestion> = {}): PremiumQuestion => ({
  companyProductId: PRODUCT,
  countyId: ADAMS,
  age: 40,
  tobacco: 'N',
  ...changes,
});

describe('comparePremiums: the age/tobacco key (SPEC 5.2, as Compare Plans reads it)', () => {
  const before = dataset(2026, [{ planId: 'P1', rates: everyKey(100) }]);
  const after = dataset(2027, [{ planId: 'P1', rates: everyKey(200) }]);

  it.each([
    // Ages 0–14 and 15–20: everyone under 21 pays the age-20 premium.
    [0, 20],
    [14, 20],
    [15, 20],
    [20, 20],
    // 21–63 and 64: their own age.
    [21, 21],
    [40, 40],
    [63, 63],
    [64, 64],
    // Over 64: the age-65 premium.
    [65, 65],
    [90, 65],
  ])('age %i reads the premiums of age %i', (age, ratedAge) => {
    for (const tobacco of ['N', 'Y'] as TobaccoUse[]) {
      const surcharge = tobacco === 'Y' ? 0.5 : 0;
      const [change] = comparePremiums(before, after, ask({ age, tobacco })).changes;
      expect(change, `${age}-${tobacco}`).toMatchObject({
        before: 100 + ratedAge + surcharge,
        after: 200 + ratedAge + surcharge,
        changeDollars: 100,
      });
    }
  });

  it('reads the tobacco premium for a tobacco user and the other for anyone else', () => {
    const yes = comparePremiums(before, after, ask({ age: 35, tobacco: 'Y' })).changes[0];
    const no = comparePremiums(before, after, ask({ age: 35, tobacco: 'N' })).changes[0];
    expect([yes?.before, yes?.after]).toEqual([135.5, 235.5]);
    expect([no?.before, no?.after]).toEqual([135, 235]);
  });

  it('leaves out a plan that has no premium for the key, as Compare Plans does', () => {
    const partial = dataset(2027, [{ planId: 'P1', rates: { '40-N': 300 } }]);
    const comparison = comparePremiums(before, partial, ask({ age: 41 }));
    expect(comparison.changes).toEqual([]);
    expect(comparison.discontinuedPlans.map((plan) => plan.planId)).toEqual(['P1']);
  });
});

describe('comparePremiums: which plans', () => {
  it('compares only the filing product’s plans offered in the chosen county', () => {
    const before = dataset(2026, [
      { planId: 'MINE', rates: flat(400) },
      { planId: 'SISTER', product: OTHER_PRODUCT, rates: flat(300) },
      { planId: 'ELSEWHERE', counties: [BAKER], rates: flat(350) },
    ]);
    const after = dataset(2027, [
      { planId: 'MINE', rates: flat(420) },
      { planId: 'SISTER', product: OTHER_PRODUCT, rates: flat(330) },
      { planId: 'ELSEWHERE', counties: [BAKER], rates: flat(360) },
    ]);

    const comparison = comparePremiums(before, after, ask());

    expect(comparison.changes.map((change) => change.planId)).toEqual(['MINE']);
    expect(comparison.newPlans).toEqual([]);
    expect(comparison.discontinuedPlans).toEqual([]);
  });

  it('lists plans of one year only as new or discontinued, with that year’s premium', () => {
    const before = dataset(2026, [
      { planId: 'KEPT', rates: flat(400) },
      { planId: 'GONE', name: 'Choice Bronze', level: 'B', rates: flat(250) },
      // Offered in Adams County the year before, only in Baker County now: discontinued here.
      { planId: 'MOVED', level: 'G', rates: flat(500) },
    ]);
    const after = dataset(2027, [
      { planId: 'KEPT', rates: flat(410) },
      { planId: 'FRESH', name: 'Choice Gold', level: 'G', rates: flat(520) },
      { planId: 'MOVED', level: 'G', counties: [BAKER], rates: flat(510) },
    ]);

    const comparison = comparePremiums(before, after, ask());

    expect(comparison.changes.map((change) => change.planId)).toEqual(['KEPT']);
    expect(comparison.newPlans).toEqual([{ planId: 'FRESH', planName: 'Choice Gold', metalLevel: 'G', premium: 520 }]);
    expect(comparison.discontinuedPlans).toEqual([
      { planId: 'MOVED', planName: 'Plan MOVED', metalLevel: 'G', premium: 500 },
      { planId: 'GONE', planName: 'Choice Bronze', metalLevel: 'B', premium: 250 },
    ]);
  });

  it('counts a plan once, whatever its variants and levels; two plan areas give the lower premium', () => {
    const before = dataset(2026, [
      { planId: 'SILVER', variants: ['01', '04', '05', '06'], rates: flat(400) },
      { planId: 'TWICE', level: 'G', rates: flat(500) },
      { planId: 'TWICE', level: 'G', rates: flat(480) },
    ]);
    const after = dataset(2027, [
      { planId: 'SILVER', variants: ['01', '04', '05', '06'], rates: flat(440) },
      // Listed under two levels: the first of P, G, S, B, C is shown.
      { planId: 'TWICE', level: 'S', rates: flat(530) },
      { planId: 'TWICE', level: 'G', rates: flat(520) },
    ]);

    const comparison = comparePremiums(before, after, ask());

    expect(comparison.changes.map(({ planId, metalLevel, before: b, after: a }) => [planId, metalLevel, b, a])).toEqual([
      ['TWICE', 'G', 480, 520],
      ['SILVER', 'S', 400, 440],
    ]);
  });

  it('names a plan as the later year does and orders plans by metal level, then name', () => {
    const before = dataset(2026, [
      { planId: 'B1', name: 'Zeta Bronze', level: 'B', rates: flat(200) },
      { planId: 'S1', name: 'Old Silver Name', level: 'S', rates: flat(300) },
      { planId: 'S2', name: 'alpha Silver', level: 'S', rates: flat(310) },
      { planId: 'P1', name: 'Platinum', level: 'P', rates: flat(600) },
    ]);
    const after = dataset(2027, [
      { planId: 'B1', name: 'Zeta Bronze', level: 'B', rates: flat(210) },
      { planId: 'S1', name: 'Beta Silver', level: 'S', rates: flat(320) },
      { planId: 'S2', name: 'alpha Silver', level: 'S', rates: flat(330) },
      { planId: 'P1', name: 'Platinum', level: 'P', rates: flat(630) },
    ]);

    const names = comparePremiums(before, after, ask()).changes.map((change) => change.planName);

    expect(names).toEqual(['Platinum', 'alpha Silver', 'Beta Silver', 'Zeta Bronze']);
  });

  it('pairs nothing when no plan is offered in both years', () => {
    const before = dataset(2026, [{ planId: 'OLD', rates: flat(300) }]);
    const after = dataset(2027, [{ planId: 'NEW', rates: flat(320) }]);

    const comparison = comparePremiums(before, after, ask());

    expect(comparison.changes).toEqual([]);
    expect(comparison.median).toBeNull();
    expect(comparison.newPlans.map((plan) => plan.planId)).toEqual(['NEW']);
    expect(comparison.discontinuedPlans.map((plan) => plan.planId)).toEqual(['OLD']);
  });

  it('finds nothing in a county without the product’s plans, or in an empty county slice', () => {
    const before = dataset(2026, [{ planId: 'P1', rates: flat(300) }]);
    const empty = dataset(2027, []);

    expect(comparePremiums(before, before, ask({ countyId: BAKER }))).toEqual({
      changes: [],
      newPlans: [],
      discontinuedPlans: [],
      median: null,
    });
    expect(productPremiums(empty, ask()).size).toBe(0);
  });
});

describe('comparePremiums: rounding, shown with the site’s formatters', () => {
  function changeOf(before: number, after: number) {
    const [change] = comparePremiums(
      dataset(2026, [{ planId: 'P1', rates: flat(before) }]),
      dataset(2027, [{ planId: 'P1', rates: flat(after) }]),
      ask(),
    ).changes;
    return change!;
  }

  it('gives the dollar change to the exact cent', () => {
    // 314.99 − 312.45 is 2.5400000000000205 in floating point.
    expect(changeOf(312.45, 314.99).changeDollars).toBe(2.54);
    expect(formatDollarChange(changeOf(312.45, 314.99).changeDollars)).toBe('+$2.54');
    expect(formatDollarChange(changeOf(412.3, 400.05).changeDollars)).toBe('-$12.25');
    expect(formatDollarChange(changeOf(400, 400).changeDollars)).toBe('$0.00');
  });

  it('gives the percent to one decimal, halves away from zero', () => {
    // +$15.01 on $300.10 is +5.0017%.
    expect(formatRateChange(changeOf(300.1, 315.11).changePercent)).toBe('+5%');
    // +$5.09 on $200 is +2.545%: 2.5.
    expect(changeOf(200, 205.09).changePercent).toBe(2.5);
    // +$0.05 on $20 is exactly +0.25%: up to 0.3; the same fall is -0.3.
    expect(changeOf(20, 20.05).changePercent).toBe(0.3);
    expect(formatRateChange(changeOf(20, 19.95).changePercent)).toBe('-0.3%');
    // A fall of 0.04% rounds to no change, never to '-0%'.
    expect(formatRateChange(changeOf(2500, 2499).changePercent)).toBe('0%');
    expect(formatRateChange(changeOf(400, 437.2).changePercent)).toBe('+9.3%');
  });

  it('has no percent for a plan that cost nothing before', () => {
    expect(changeOf(0, 12).changePercent).toBeNull();
    expect(formatRateChange(changeOf(0, 12).changePercent)).toBe('—');
  });
});

describe('comparePremiums: the median change', () => {
  const compare = (pairs: Array<[number, number]>) =>
    comparePremiums(
      dataset(
        2026,
        pairs.map(([before], i) => ({ planId: `P${i}`, rates: flat(before) })),
      ),
      dataset(
        2027,
        pairs.map(([, after], i) => ({ planId: `P${i}`, rates: flat(after) })),
      ),
      ask(),
    ).median;

  it.each([
    // Changes +$10 (+10%), +$30 (+5%), -$4 (-1%): the middle of each list.
    ['the middle change for an odd count', [[100, 110], [600, 630], [400, 396]], { dollars: 10, percent: 5 }],
    // Dollars -4, 10, 25, 30 → (10 + 25) / 2. Percent -1, 5, 10, 12.5 → (5 + 10) / 2.
    ['the mean of the two middle changes for an even count', [[100, 110], [600, 630], [400, 396], [200, 225]], { dollars: 17.5, percent: 7.5 }],
    // +1 and +2 cents → 1.5 cents → $0.02; +0.05% and +0.1% → 0.075% → 0.1%.
    ['a rise between two cents or tenths, rounded up', [[20, 20.01], [20, 20.02]], { dollars: 0.02, percent: 0.1 }],
    // The same falls round away from zero too.
    ['a fall between two cents or tenths, rounded down', [[20, 19.99], [20, 19.98]], { dollars: -0.02, percent: -0.1 }],
  ] as Array<[string, Array<[number, number]>, { dollars: number; percent: number }]>)('is %s', (_, pairs, median) => {
    expect(compare(pairs)).toEqual(median);
  });

  it('is one plan’s change when one plan is paired, and none when none is', () => {
    expect(compare([[250, 262.5]])).toEqual({ dollars: 12.5, percent: 5 });
    expect(compare([])).toBeNull();
  });
});

describe('median', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[-5, 5], 0],
  ])('median of %j is %j', (values, middle) => {
    expect(median(values)).toBe(middle);
  });
});
