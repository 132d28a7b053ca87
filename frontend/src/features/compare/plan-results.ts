import type { CompareCriteria } from './compare-criteria';
import type { MetalLevelCode } from './coverage';
import { rateKey } from './rate-key';
import type { CompareDataset, CompareVariance } from './types';

/** One plan in the results (SPEC 3 'Derived plan result'): a variant, its premium and its cost sharing. */
export type PlanResult = Omit<CompareVariance, 'varianceId'> & {
  /** Unique within one search: the variant and the plan area it is priced in. */
  resultKey: string;
  planId: string;
  varianceId: string;
  /** 'planId-varianceId', as SPEC 3 names it. */
  planvariance: string;
  companyKey: string;
  companyProductId: number;
  company: string;
  planName: string;
  /** Monthly premium for this age and tobacco use, in dollars. */
  rate: number;
  /** The metal level the plan was found under. */
  coverage: MetalLevelCode;
};

/** One company's card in the results: its plans, cheapest first. */
export type CompanyResults = {
  companyKey: string;
  company: string;
  plans: PlanResult[];
};

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The results of a search (SPEC 2.5 'How a result is derived'): for the county and
 * each selected metal level, every company's entries are resolved through
 * varianceData, planAreaData and planData, and priced with the age/tobacco key
 * (SPEC 5.2). An entry that does not resolve, or has no premium for the key, is
 * left out. Companies are sorted by name, case-insensitive; plans by premium, then
 * name, so equal premiums always come in the same order.
 */
export function derivePlanResults(dataset: CompareDataset, criteria: CompareCriteria): CompanyResults[] {
  const county = dataset.comparisonData[String(criteria.countyId)];
  if (!county) return [];
  const key = rateKey(criteria.age, criteria.tobacco);
  const companies = new Map<string, CompanyResults>();

  for (const coverage of criteria.metalLevels) {
    const byCompany = county[coverage];
    if (!byCompany) continue;
    for (const [companyKey, entries] of Object.entries(byCompany)) {
      for (const { varianceId, planAreaId } of entries) {
        const variance = dataset.varianceData[varianceId];
        const planArea = dataset.planAreaData[String(planAreaId)];
        const plan = planArea && dataset.planData[planArea.planId];
        const rate = planArea?.rates[key];
        if (!variance || !plan || typeof rate !== 'number') continue;

        let card = companies.get(companyKey);
        if (!card) {
          card = { companyKey, company: dataset.companyData[companyKey] ?? companyKey, plans: [] };
          companies.set(companyKey, card);
        }
        card.plans.push({
          ...variance,
          resultKey: `${varianceId}@${planAreaId}`,
          planId: plan.planId,
          planvariance: `${plan.planId}-${varianceId}`,
          companyKey,
          companyProductId: plan.companyProductId,
          company: card.company,
          planName: plan.name,
          rate,
          coverage,
        });
      }
    }
  }

  const cards = [...companies.values()];
  for (const card of cards) {
    card.plans.sort((a, b) => a.rate - b.rate || byName.compare(a.planName, b.planName) || cmp(a.resultKey, b.resultKey));
  }
  return cards.sort((a, b) => byName.compare(a.company, b.company) || cmp(a.companyKey, b.companyKey));
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** How many plans a search found in all. */
export function countPlans(results: readonly CompanyResults[]): number {
  return results.reduce((total, card) => total + card.plans.length, 0);
}
