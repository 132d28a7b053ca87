// Filled rates templates for the end-to-end tests (SPEC 2.13, 5.4; docs/rates-template.md).
//
// A filled template must be a real .xls (BIFF8), as an insurer's spreadsheet program saves it.
// Rather than a second BIFF8 writer in TypeScript, the downloaded template is filled by the
// rates-template crate's own `rate-template fill` (calamine reads it, the crate's writer writes
// it back):
// `cargo run -p rates-template --bin rate-template -- fill <template.xls> <rows.json> <out.xls>`.
// RATE_TEMPLATE_BIN may name a built `rate-template` binary instead.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { CompareDataset, County } from '../../src/lib/api/public-api';

const run = promisify(execFile);
/** The repository root (frontend/e2e/support → ../../..). */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** A cell: text, a number, or blank. */
export type TemplateCell = string | number | null;
/** Rows of one sheet, each by column header. */
export type TemplateRows = Record<string, TemplateCell>[];
/** Rows by sheet name; sheets not named keep the template's rows. */
export type TemplateFill = Record<string, TemplateRows>;

/** The downloaded template `template` filled with `fill`, as .xls bytes. */
export async function fillRatesTemplate(template: Uint8Array, fill: TemplateFill): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'rates-template-'));
  try {
    const [templatePath, rowsPath, outPath] = ['template.xls', 'rows.json', 'filled.xls'].map((name) => join(dir, name));
    await writeFile(templatePath as string, template);
    await writeFile(rowsPath as string, JSON.stringify(fill));
    const args = ['fill', templatePath as string, rowsPath as string, outPath as string];
    const bin = process.env.RATE_TEMPLATE_BIN;
    if (bin) await run(bin, args);
    else
      await run('cargo', ['run', '-q', '--locked', '-p', 'rates-template', '--bin', 'rate-template', '--', ...args], {
        cwd: REPO_ROOT,
        timeout: 15 * 60_000,
        maxBuffer: 16 * 1024 * 1024,
      });
    return await readFile(outPath as string);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A plan to put in a template. */
export type PlanSpec = {
  /** 14 characters: the 5-digit issuer id, 'LK', 7 digits. */
  planId: string;
  name: string;
  /** Platinum, Gold, Silver, Bronze or Catastrophic. */
  metal: string;
  /** One of the company's products, by name. */
  productName: string;
  /** Variants: the `-NN` suffix and the varianceData fields (dollars, percents, URL). */
  variances: { suffix: string; values: Partial<Record<VarianceField, number | string | null>> }[];
  /** Rating areas it is priced in, each with its rates by age key ('20' … '63', '64'): [non-tobacco, tobacco]. */
  areas: { name: string; rates: Record<string, [number, number | null]> }[];
};

/** A company's template: year, issuer and code, the rating areas (name → county names) and the plans. */
export type CompanyTemplate = {
  year: number;
  issuerId: string;
  naicCode: number;
  ratingAreas: Map<string, string[]>;
  plans: PlanSpec[];
};

type VarianceField =
  | 'deductInd'
  | 'deductFam'
  | 'rxInd'
  | 'rxFam'
  | 'copayPrim'
  | 'copaySpec'
  | 'copayRx'
  | 'coInsMed'
  | 'coInsRx'
  | 'moopInd'
  | 'moopFam'
  | 'benefitsUrl';

/** The template column of each varianceData field (docs/rates-template.md, CostShareVariances). */
const VARIANCE_COLUMNS: Record<VarianceField, string> = {
  deductInd: 'MEHBDedInnTier1Individual',
  deductFam: 'MEHBDedInnTier1FamilyPerGroup',
  rxInd: 'DEHBDedInnTier1Individual',
  rxFam: 'DEHBDedInnTier1FamilyPerGroup',
  copayPrim: 'CopayInnTier1PrimaryCare',
  copaySpec: 'CopayInnTier1Specialist',
  copayRx: 'CopayInnTier1GenericDrugs',
  coInsMed: 'MEHBDedInnTier1Coinsurance',
  coInsRx: 'DEHBDedInnTier1Coinsurance',
  moopInd: 'MEHBInnTier1IndividualMOOP',
  moopFam: 'MEHBInnTier1FamilyPerGroupMOOP',
  benefitsUrl: 'URLForSummaryofBenefitsCoverage',
};

const METALS: Record<string, string> = { P: 'Platinum', G: 'Gold', S: 'Silver', B: 'Bronze', C: 'Catastrophic' };

/** The ages the template must price (20 … 63 and '64 and over', keyed '64'). */
export const TEMPLATE_AGES = Array.from({ length: 45 }, (_, i) => String(20 + i));

/** The sheets of a company's template, rows by header. */
export function templateFill(company: CompanyTemplate): TemplateFill {
  const plans = company.plans;
  return {
    Issuer: [{ BusinessYear: company.year, StateCode: 'LK', IssuerId: company.issuerId, NAICCompanyCode: company.naicCode }],
    Plans: plans.map((plan) => ({
      StandardComponentId: plan.planId,
      PlanMarketingName: plan.name,
      MetalLevel: plan.metal,
      ProductName: plan.productName,
    })),
    CostShareVariances: plans.flatMap((plan) =>
      plan.variances.map(({ suffix, values }) => {
        const row: Record<string, TemplateCell> = { PlanId: `${plan.planId}-${suffix}` };
        for (const [field, column] of Object.entries(VARIANCE_COLUMNS)) {
          row[column] = values[field as VarianceField] ?? null;
        }
        return row;
      }),
    ),
    RatingAreas: [...company.ratingAreas].flatMap(([name, counties]) =>
      counties.map((county) => ({ RatingAreaId: name, CountyName: county })),
    ),
    Rates: plans.flatMap((plan) =>
      plan.areas.flatMap((area) =>
        TEMPLATE_AGES.map((age) => {
          const [rate, tobacco] = area.rates[age] ?? [0, null];
          return {
            PlanId: plan.planId,
            RatingAreaId: area.name,
            Age: age === '64' ? '64 and over' : age,
            IndividualRate: rate,
            IndividualTobaccoRate: tobacco,
          };
        }),
      ),
    ),
  };
}

/**
 * A company's plans of one year as the public compare dataset shows them, as a template: what
 * uploading puts back. Rating areas are named by their county sets ('Rating Area 1', ...), since
 * the dataset does not carry their names; plans whose name `skip` matches are left out.
 */
export function companyTemplateFromDataset(
  dataset: CompareDataset,
  counties: readonly County[],
  company: { companyPk: number; coCode: number; productNames: ReadonlyMap<number, string> },
  skip: (planName: string) => boolean = () => false,
): CompanyTemplate {
  const key = String(company.companyPk);
  const countyName = new Map(counties.map((c) => [String(c.id), c.longName]));
  // planAreaId → its counties, coverage code and variants.
  const areas = new Map<number, { counties: Set<string>; coverage: string; variances: Set<string> }>();
  for (const [county, byCoverage] of Object.entries(dataset.comparisonData)) {
    for (const [coverage, byCompany] of Object.entries(byCoverage)) {
      for (const entry of byCompany[key] ?? []) {
        const area = areas.get(entry.planAreaId) ?? { counties: new Set(), coverage, variances: new Set() };
        area.counties.add(county);
        area.variances.add(entry.varianceId);
        areas.set(entry.planAreaId, area);
      }
    }
  }
  const areaNames = new Map<string, string>();
  const plans = new Map<string, PlanSpec>();
  const sortedAreas = [...areas].sort(([a], [b]) => a - b);
  for (const [planAreaId, area] of sortedAreas) {
    const planArea = dataset.planAreaData[String(planAreaId)];
    const plan = planArea && dataset.planData[planArea.planId];
    if (!planArea || !plan || skip(plan.name)) continue;
    const countySet = [...area.counties].sort().join(',');
    if (!areaNames.has(countySet)) areaNames.set(countySet, `Rating Area ${areaNames.size + 1}`);
    const spec = plans.get(plan.planId) ?? {
      planId: plan.planId,
      name: plan.name,
      metal: METALS[area.coverage] ?? area.coverage,
      productName: company.productNames.get(plan.companyProductId) ?? `product ${plan.companyProductId}`,
      variances: [],
      areas: [],
    };
    for (const varianceId of [...area.variances].sort()) {
      const suffix = varianceId.slice(plan.planId.length + 1);
      if (spec.variances.some((v) => v.suffix === suffix)) continue;
      const variance = dataset.varianceData[varianceId];
      const values: PlanSpec['variances'][number]['values'] = {};
      for (const field of Object.keys(VARIANCE_COLUMNS) as VarianceField[]) {
        values[field] = (variance?.[field] as number | string | null | undefined) ?? null;
      }
      spec.variances.push({ suffix, values });
    }
    const rates: Record<string, [number, number | null]> = {};
    for (const age of TEMPLATE_AGES) {
      rates[age] = [planArea.rates[`${age}-N`] ?? 0, planArea.rates[`${age}-Y`] ?? null];
    }
    spec.areas.push({ name: areaNames.get(countySet) as string, rates });
    plans.set(plan.planId, spec);
  }
  const ratingAreas = new Map<string, string[]>();
  for (const [countySet, name] of areaNames) {
    ratingAreas.set(
      name,
      countySet.split(',').map((id) => countyName.get(id) ?? id),
    );
  }
  const list = [...plans.values()];
  return {
    year: dataset.compareYear,
    issuerId: list[0]?.planId.slice(0, 5) ?? String(company.coCode).padStart(5, '0').slice(0, 5),
    naicCode: company.coCode,
    ratingAreas,
    plans: list,
  };
}

/** The rating area of `template` that holds `county`, adding one of its own when none does. */
export function ratingAreaOf(template: CompanyTemplate, county: string): string {
  for (const [name, counties] of template.ratingAreas) if (counties.includes(county)) return name;
  const name = `Rating Area E2E ${template.ratingAreas.size + 1}`;
  template.ratingAreas.set(name, [county]);
  return name;
}

/** A Silver plan priced in `area`: $300 at age 20 rising a dollar a year; tobacco 25% more from 21. */
export function silverPlan(planId: string, name: string, productName: string, area: string): PlanSpec {
  const rates: Record<string, [number, number | null]> = {};
  TEMPLATE_AGES.forEach((age, i) => {
    const rate = 300 + i;
    rates[age] = [rate, i === 0 ? null : Math.round(rate * 125) / 100];
  });
  return {
    planId,
    name,
    metal: 'Silver',
    productName,
    variances: [
      {
        suffix: '01',
        values: {
          deductInd: 3500,
          deductFam: 7000,
          copayPrim: 30,
          copaySpec: 60,
          copayRx: 15,
          coInsMed: 20,
          coInsRx: 25,
          moopInd: 8000,
          moopFam: 16000,
          benefitsUrl: 'https://www.bluelakehealth.example/sbc/e2e.pdf',
        },
      },
    ],
    areas: [{ name: area, rates }],
  };
}
