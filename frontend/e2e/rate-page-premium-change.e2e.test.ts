import { RatePage, type PremiumQuestion } from './pages/rate-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { scrollsSideways } from './support/layout';

/**
 * "What this means for you" on demo Rate Pages, against the premiums this test works
 * out itself from the raw `GET /ws/compare-plans/{year}` answers of the two years (SPEC 2.5's
 * resolution, SPEC 5.2's rate key), without the product's code.
 */

/** The parts of the public answers this test reads (SPEC 3, 7.2). */
type RateRow = { companyProductPk: number; filingId: number; companyPk: number; toiId: number };
type SingleFiling = {
  productName: string;
  filingList: Array<{ lahMarketType: string; effImpDateReqNew?: string | null; submissionDate: string }>;
};
type County = { id: number; longName: string };
type CompareDataset = {
  comparisonData: Record<string, Record<string, Record<string, Array<{ varianceId: string; planAreaId: number }>>>>;
  planAreaData: Record<string, { planId: string; rates: Record<string, number> }>;
  planData: Record<string, { name: string; companyProductId: number }>;
};

/** A demo filing and what its Rate Page shows. */
type DemoFiling = { path: string; companyProductPk: number; productName: string; planYear: number };

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eConfig.baseUrl}/ws${path}`);
  if (!response.ok) throw new Error(`GET /ws${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every public individual-market filing, with the plan year its Rate Page names. */
async function individualFilings(): Promise<DemoFiling[]> {
  const rows = await getJson<RateRow[]>('/filings');
  const filings: DemoFiling[] = [];
  for (const row of rows) {
    const keys = `${row.companyProductPk}/${row.filingId}/${row.companyPk}/${row.toiId}`;
    const single = await getJson<SingleFiling>(`/company-products/${keys}`);
    const [detail] = single.filingList;
    if (!detail || !/\bindividual\b/i.test(detail.lahMarketType)) continue;
    // The year of the requested implementation date, else the year after submission.
    const implementation = detail.effImpDateReqNew ? Number(detail.effImpDateReqNew.slice(0, 4)) : null;
    filings.push({
      path: `/company/${row.companyProductPk}/rate/${row.filingId}/${row.companyPk}/${row.toiId}`,
      companyProductPk: row.companyProductPk,
      productName: single.productName,
      planYear: implementation ?? Number(detail.submissionDate.slice(0, 4)) + 1,
    });
  }
  return filings;
}

/** The premium for an age and tobacco use: under 21 reads '20', over 64 '65' (SPEC 5.2). */
function rateKey(age: number, tobacco: 'Yes' | 'No'): string {
  return `${Math.min(Math.max(age, 20), 65)}-${tobacco === 'Yes' ? 'Y' : 'N'}`;
}

/** planId → { name, lowest premium } of a product's plans offered in a county, from the raw answer. */
function premiumsIn(dataset: CompareDataset, countyId: number, product: number, key: string) {
  const plans = new Map<string, { name: string; premium: number }>();
  for (const byCompany of Object.values(dataset.comparisonData[String(countyId)] ?? {})) {
    for (const entries of Object.values(byCompany)) {
      for (const { planAreaId } of entries) {
        const area = dataset.planAreaData[String(planAreaId)];
        const plan = area && dataset.planData[area.planId];
        const premium = area?.rates[key];
        if (!area || !plan || plan.companyProductId !== product || premium === undefined) continue;
        const held = plans.get(area.planId);
        if (!held || premium < held.premium) plans.set(area.planId, { name: plan.name, premium });
      }
    }
  }
  return plans;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Cents as the page shows an amount ('$1,234.50') and a change ('+$12.30', '-$3.05', '$0.00'). */
const dollars = (cents: number) => usd.format(cents / 100);
const signedDollars = (cents: number) => (cents === 0 ? '$0.00' : `${cents > 0 ? '+' : '-'}${dollars(Math.abs(cents))}`);
/** A percent to one decimal, halves away from zero, as SPEC 9 shows a change ('+5.2%', '-1%', '0%'). */
function signedPercent(percent: number): string {
  const tenths = Math.sign(percent) * Math.round(Math.abs(percent) * 10);
  return tenths === 0 ? '0%' : `${tenths > 0 ? '+' : ''}${tenths / 10}%`;
}
function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** What the page should show for `question`, worked out from the two years' raw datasets. */
function expectedAnswer(before: CompareDataset, after: CompareDataset, filing: DemoFiling, countyId: number, question: PremiumQuestion) {
  const key = rateKey(question.age, question.tobacco);
  const earlier = premiumsIn(before, countyId, filing.companyProductPk, key);
  const later = premiumsIn(after, countyId, filing.companyProductPk, key);
  const rows: string[][] = [];
  const centChanges: number[] = [];
  const percents: number[] = [];
  for (const [planId, plan] of later) {
    const previous = earlier.get(planId);
    if (!previous) continue;
    const [b, a] = [Math.round(previous.premium * 100), Math.round(plan.premium * 100)];
    centChanges.push(a - b);
    percents.push((100 * (a - b)) / b);
    rows.push([plan.name, dollars(b), dollars(a), signedDollars(a - b), signedPercent((100 * (a - b)) / b)]);
  }
  const medianCents = middle(centChanges);
  return {
    // Plan, before, after, change $, change % (the metal level is checked apart).
    rows: rows.sort((x, y) => x[0]!.localeCompare(y[0]!)),
    medianPercent: signedPercent(middle(percents)),
    medianDollars: signedDollars(Math.sign(medianCents) * Math.round(Math.abs(medianCents))),
    newPlans: [...later.keys()].filter((id) => !earlier.has(id)).length,
    discontinuedPlans: [...earlier.keys()].filter((id) => !later.has(id)).length,
  };
}

test.describe(`Rate Page: What this means for you against ${e2eConfig.baseUrl}`, () => {
  let years: number[];
  let counties: County[];
  let filings: DemoFiling[];
  test.beforeAll(async () => {
    years = await getJson<number[]>('/get-years');
    counties = await getJson<County[]>('/counties');
    filings = await individualFilings();
  });

  /**
   * The first demo filing whose plan year and the year before are both compare years and whose
   * product has plans in some county in both, with that county and both years' datasets.
   */
  async function pairedFiling() {
    const datasets = new Map<number, CompareDataset>();
    const dataset = async (year: number) => {
      if (!datasets.has(year)) datasets.set(year, await getJson<CompareDataset>(`/compare-plans/${year}`));
      return datasets.get(year)!;
    };
    for (const filing of filings) {
      if (!years.includes(filing.planYear) || !years.includes(filing.planYear - 1)) continue;
      const [before, after] = [await dataset(filing.planYear - 1), await dataset(filing.planYear)];
      const county = counties.find((c) => premiumsIn(before, c.id, filing.companyProductPk, '40-N').size > 0 &&
        premiumsIn(after, c.id, filing.companyProductPk, '40-N').size > 0);
      if (county) return { filing, county, before, after };
    }
    throw new Error(`No demo individual filing pairs two compare years (${years.join(', ')}) with plans in both`);
  }

  for (const [person, width, height] of [
    [{ age: 40, tobacco: 'No' }, 1280, 900],
    [{ age: 17, tobacco: 'Yes' }, 390, 844],
  ] as const) {
    test(`shows the premiums the two years’ compare data give for ${JSON.stringify(person)}, with no WCAG 2.1 AA violation at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const { filing, county, before, after } = await pairedFiling();
      const question: PremiumQuestion = { county: county.longName, ...person };
      const ratePage = new RatePage(page);
      await ratePage.open(filing.path);
      await expect(ratePage.premiumChange).toBeVisible();

      const answer = await ratePage.askPremiums(question);
      const expected = expectedAnswer(before, after, filing, county.id, question);
      expect(expected.rows.length, 'plans offered in both years').toBeGreaterThan(0);

      const smoker = person.tobacco === 'Yes' ? 'tobacco' : 'non-tobacco';
      expect(answer.caption).toBe(
        `Monthly premium for a ${person.age}-year-old ${smoker} user in ${county.longName}, ${filing.planYear - 1} → ${filing.planYear}`,
      );
      const shown = answer.rows.map(([plan, , ...figures]) => [plan!, ...figures]).sort((x, y) => x[0]!.localeCompare(y[0]!));
      expect(shown).toEqual(expected.rows);
      for (const [, level] of answer.rows) expect(level).toMatch(/^(Platinum|Gold|Silver|Bronze|C)$/);
      const count = expected.rows.length;
      expect(answer.summary).toBe(
        count === 1
          ? `The one plan offered in both years changes by ${expected.medianPercent} (${expected.medianDollars} a month).`
          : `Across the ${count} plans offered in both years, the median change is ${expected.medianPercent} (median in dollars: ${expected.medianDollars} a month).`,
      );
      expect(answer.newPlans).toHaveLength(expected.newPlans);
      expect(answer.discontinuedPlans).toHaveLength(expected.discontinuedPlans);

      // Nothing to scroll sideways at either width: on phones the table stacks, one plan per card.
      await expect.poll(() => scrollsSideways(page)).toBe(false);
      await expectNoViolations(page, `${page.url()} at ${width} px`);
    });
  }

  test('says in one sentence when the filing’s plan year and the year before are not both compare years', async ({ page }) => {
    const unpaired = filings.find((f) => !years.includes(f.planYear) || !years.includes(f.planYear - 1));
    expect(unpaired, `an individual filing outside the compare years ${years.join(', ')}`).toBeDefined();
    const ratePage = new RatePage(page);
    await ratePage.open(unpaired!.path);

    const sentence = `Premiums cannot be compared here: Compare Plans does not list both ${unpaired!.planYear}, this filing’s plan year, and ${unpaired!.planYear - 1}.`;
    await expect(ratePage.premiumChange.getByText(sentence, { exact: true })).toBeVisible();
    // That sentence is all the section says.
    await expect(ratePage.premiumChange.locator('p')).toHaveText([sentence]);
    await expect(ratePage.showPremiums).toHaveCount(0);
    await expectNoViolations(page, page.url());
  });

  test('is not offered on a group filing', async ({ page }) => {
    const rows = await getJson<RateRow[]>('/filings');
    let groupPath: string | undefined;
    for (const row of rows) {
      const keys = `${row.companyProductPk}/${row.filingId}/${row.companyPk}/${row.toiId}`;
      const single = await getJson<SingleFiling>(`/company-products/${keys}`);
      if (!/\bindividual\b/i.test(single.filingList[0]?.lahMarketType ?? '')) {
        groupPath = `/company/${keys.replace(/^(\d+)\//, '$1/rate/')}`;
        break;
      }
    }
    expect(groupPath, 'a group filing among the demo filings').toBeDefined();
    const ratePage = new RatePage(page);
    await ratePage.open(groupPath!);

    await expect(ratePage.heading).toBeVisible();
    await expect(ratePage.factValue('Market Type')).toBeVisible();
    await expect(ratePage.premiumChange).toHaveCount(0);
  });
});
