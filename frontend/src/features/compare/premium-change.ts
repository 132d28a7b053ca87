import type { TobaccoUse } from './compare-criteria';
import { ALL_METAL_LEVELS, type MetalLevelCode } from './coverage';
import { derivePlanResults } from './plan-results';
import type { CompareDataset } from './types';

/**
 * "What this means for you": how a company product's monthly premiums change from one
 * compare year to the next for one person in one county, computed from the two years' compare
 * datasets (or their county slices) exactly as Compare Plans prices a plan.
 */

/** Whose premiums, where and for whom. */
export type PremiumQuestion = {
  /** The filing's company product: its plans are the ones compared (planData companyProductId). */
  companyProductId: number;
  countyId: number;
  age: number;
  tobacco: TobaccoUse;
};

/** One plan's monthly premium in one year. */
export type PlanPremium = {
  planId: string;
  planName: string;
  /** The level the plan is listed under in the county (the first of P, G, S, B, C if several). */
  metalLevel: MetalLevelCode;
  /** Monthly premium in dollars. */
  premium: number;
};

/** One plan offered in both years, and how its premium changes. */
export type PremiumChange = {
  planId: string;
  /** The plan's name in the later year. */
  planName: string;
  /** Its level in the later year. */
  metalLevel: MetalLevelCode;
  before: number;
  after: number;
  /** after − before, in dollars, to the cent. */
  changeDollars: number;
  /** The change in percent of `before`, to one decimal; null when `before` is $0. */
  changePercent: number | null;
};

/** The middle of the plans' changes (the mean of the two middle ones for an even count). */
export type MedianChange = {
  /** Median of the changes in dollars, to the cent. */
  dollars: number;
  /** Median of the changes in percent, to one decimal; null when no plan has a percent. */
  percent: number | null;
};

/** The comparison the section shows. */
export type PremiumComparison = {
  /** Plans offered in both years, by metal level (P, G, S, B, C), then name. */
  changes: PremiumChange[];
  /** Plans offered in the later year only, with that year's premium. */
  newPlans: PlanPremium[];
  /** Plans offered in the earlier year only, with that year's premium. */
  discontinuedPlans: PlanPremium[];
  /** Null when no plan is offered in both years. */
  median: MedianChange | null;
};

/**
 * The premiums of the product's plans offered in the county (SPEC 2.5 'How a result is derived',
 * the rate key of SPEC 5.2), one per plan id: a plan's variants share its plan area, so they
 * count once. Should two plan areas of one plan both serve the county, the lower premium counts —
 * what a person there could buy the plan for. A plan without a premium for the key is not offered
 * to this person, as in Compare Plans.
 */
export function productPremiums(dataset: CompareDataset, question: PremiumQuestion): Map<string, PlanPremium> {
  const results = derivePlanResults(dataset, {
    year: dataset.compareYear,
    countyId: question.countyId,
    age: question.age,
    tobacco: question.tobacco,
    metalLevels: [...ALL_METAL_LEVELS],
  });
  const premiums = new Map<string, PlanPremium>();
  for (const plan of results.flatMap((card) => card.plans)) {
    if (plan.companyProductId !== question.companyProductId) continue;
    const held = premiums.get(plan.planId);
    premiums.set(plan.planId, {
      planId: plan.planId,
      planName: plan.planName,
      metalLevel: held && levelOrder(held.metalLevel) < levelOrder(plan.coverage) ? held.metalLevel : plan.coverage,
      premium: held ? Math.min(held.premium, plan.rate) : plan.rate,
    });
  }
  return premiums;
}

/**
 * How the product's premiums change from `before` (the year before the filing's plan year) to
 * `after` (the plan year) for the person and county of `question`. Plans are matched by plan id.
 */
export function comparePremiums(
  before: CompareDataset,
  after: CompareDataset,
  question: PremiumQuestion,
): PremiumComparison {
  const earlier = productPremiums(before, question);
  const later = productPremiums(after, question);
  const changes: PremiumChange[] = [];
  const newPlans: PlanPremium[] = [];
  for (const plan of later.values()) {
    const previous = earlier.get(plan.planId);
    if (previous) changes.push(premiumChange(previous, plan));
    else newPlans.push(plan);
  }
  const discontinuedPlans = [...earlier.values()].filter((plan) => !later.has(plan.planId));
  return {
    changes: changes.sort(byLevelThenName),
    newPlans: newPlans.sort(byLevelThenName),
    discontinuedPlans: discontinuedPlans.sort(byLevelThenName),
    median: medianChange(changes),
  };
}

/**
 * One plan's change. Premiums are counted in whole cents, so the dollar change is exact and the
 * percent is rounded once, from the exact ratio.
 */
function premiumChange(before: PlanPremium, after: PlanPremium): PremiumChange {
  const beforeCents = Math.round(before.premium * 100);
  const changeCents = Math.round(after.premium * 100) - beforeCents;
  return {
    planId: after.planId,
    planName: after.planName,
    metalLevel: after.metalLevel,
    before: before.premium,
    after: after.premium,
    changeDollars: changeCents / 100,
    changePercent: beforeCents === 0 ? null : roundHalfAway((1000 * changeCents) / beforeCents) / 10,
  };
}

/** The median change in dollars and in percent, each of its own list; null for no plans. */
function medianChange(changes: readonly PremiumChange[]): MedianChange | null {
  const cents = median(changes.map((change) => Math.round(change.changeDollars * 100)));
  if (cents === null) return null;
  const percents = changes.flatMap(({ before, after }) => {
    const beforeCents = Math.round(before * 100);
    return beforeCents === 0 ? [] : [(100 * (Math.round(after * 100) - beforeCents)) / beforeCents];
  });
  const percent = median(percents);
  return {
    dollars: roundHalfAway(cents) / 100,
    percent: percent === null ? null : roundHalfAway(percent * 10) / 10,
  };
}

/** The middle value, or the mean of the two middle values for an even count; null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Rounds to the nearest whole number, halves away from zero (a fall of 2.5 is 3, as a rise is). */
function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  // Never -0: a fall too small to show is no change.
  return rounded === 0 ? 0 : rounded;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

function levelOrder(level: MetalLevelCode): number {
  return ALL_METAL_LEVELS.indexOf(level);
}

function byLevelThenName(a: Pick<PlanPremium, 'metalLevel' | 'planName' | 'planId'>, b: typeof a): number {
  return (
    levelOrder(a.metalLevel) - levelOrder(b.metalLevel) ||
    byName.compare(a.planName, b.planName) ||
    (a.planId < b.planId ? -1 : a.planId > b.planId ? 1 : 0)
  );
}
