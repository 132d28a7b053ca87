import type { CompareDataset, CompareVariance } from '@/lib/api/public-api';

/** `GET /getCurrentYear`: the newest of `compareYearsFixture`, so a cached dataset may be reused (SPEC 4.6). */
export const currentYearFixture = 2027;

/** A plan variant's cost sharing: typical figures, each replaceable. */
export const varianceFixture = (varianceId: string, overrides: Partial<CompareVariance> = {}): CompareVariance => ({
  varianceId,
  deductInd: 1500,
  deductFam: 3000,
  rxInd: 250,
  rxFam: 500,
  copayPrim: 30,
  copaySpec: 60,
  copayRx: 10,
  coInsMed: 20,
  coInsRx: 25,
  moopInd: 8000,
  moopFam: 16000,
  benefitsUrl: `https://plans.example/benefits/${varianceId}`,
  ...overrides,
});

/**
 * `GET /compare-plans/{year}` for any year: Adams County (1) has plans of three
 * companies (one named in lower case, to show the case-insensitive sort); Baker
 * County (2) has none.
 */
export function compareDatasetFixture(compareYear: number): CompareDataset {
  return {
    compareYear,
    companyData: { '7': 'Zenith Health', '8': 'acme Mutual', '9': 'Blue Lake Health' },
    comparisonData: {
      '1': {
        S: {
          '7': [{ varianceId: 'ZEN-S-01', planAreaId: 1 }],
          '8': [
            { varianceId: 'ACM-S-01', planAreaId: 2 },
            { varianceId: 'ACM-S-02', planAreaId: 3 },
          ],
        },
        G: { '9': [{ varianceId: 'BLU-G-01', planAreaId: 4 }] },
        C: { '9': [{ varianceId: 'BLU-C-01', planAreaId: 5 }] },
      },
    },
    varianceData: {
      'ZEN-S-01': varianceFixture('ZEN-S-01'),
      'ACM-S-01': varianceFixture('ACM-S-01', { deductInd: 2500, deductFam: 5000 }),
      'ACM-S-02': varianceFixture('ACM-S-02', { coInsRx: null }),
      'BLU-G-01': varianceFixture('BLU-G-01', { deductInd: 500, deductFam: 1000 }),
      'BLU-C-01': varianceFixture('BLU-C-01', { benefitsUrl: null }),
    },
    planAreaData: {
      '1': { planId: 'ZEN-S', rates: { '35-N': 400, '35-Y': 480 } },
      '2': { planId: 'ACM-S', rates: { '35-N': 410.5, '35-Y': 470 } },
      '3': { planId: 'ACM-S2', rates: { '35-N': 300, '35-Y': 390 } },
      '4': { planId: 'BLU-G', rates: { '35-N': 512.25, '35-Y': 600 } },
      '5': { planId: 'BLU-C', rates: { '35-N': 199.99, '35-Y': 240 } },
    },
    planData: {
      'ZEN-S': { planId: 'ZEN-S', name: `Zenith Silver ${compareYear}`, companyProductId: 70 },
      'ACM-S': { planId: 'ACM-S', name: 'Acme Silver', companyProductId: 80 },
      'ACM-S2': { planId: 'ACM-S2', name: 'Acme Silver Saver', companyProductId: 80 },
      'BLU-G': { planId: 'BLU-G', name: 'Blue Lake Gold', companyProductId: 90 },
      'BLU-C': { planId: 'BLU-C', name: 'Blue Lake Catastrophic', companyProductId: 91 },
    },
  };
}

/**
 * `GET /compare-plans/{year}/counties/{countyId}` as the server answers it: `dataset`
 * restricted to one county, with only the lookups that county's entries refer to.
 */
export function countySliceOf(dataset: CompareDataset, countyId: string): CompareDataset {
  const county = dataset.comparisonData[countyId];
  const slice: CompareDataset = {
    compareYear: dataset.compareYear,
    comparisonData: county ? { [countyId]: county } : {},
    companyData: {},
    varianceData: {},
    planAreaData: {},
    planData: {},
  };
  for (const byCompany of Object.values(county ?? {})) {
    for (const [companyKey, entries] of Object.entries(byCompany ?? {})) {
      slice.companyData[companyKey] = dataset.companyData[companyKey]!;
      for (const { varianceId, planAreaId } of entries) {
        const planArea = dataset.planAreaData[String(planAreaId)]!;
        slice.varianceData[varianceId] = dataset.varianceData[varianceId]!;
        slice.planAreaData[String(planAreaId)] = planArea;
        slice.planData[planArea.planId] = dataset.planData[planArea.planId]!;
      }
    }
  }
  return slice;
}

/** One plan as a test lists it: where it is offered, under which level, at which premiums. */
export type PlanListing = {
  planId: string;
  /** 'Plan {planId}' unless given. */
  name?: string;
  companyProductId: number;
  /** 'S' unless given. */
  level?: string;
  /** The counties its plan area serves; Adams County (1) unless given. */
  counties?: number[];
  /** Its variants (SPEC 3 varianceData), '01' unless given. */
  variants?: string[];
  /** Monthly premiums by rate key (SPEC 5.2). */
  rates: Record<string, number>;
};

/**
 * A compare dataset (SPEC 3) of one company (key '5') holding `listings`, each priced in its own
 * plan area: the shape `GET /compare-plans/{year}` answers, built from the few plans a test needs.
 */
export function planListingsDataset(compareYear: number, listings: readonly PlanListing[]): CompareDataset {
  const dataset: CompareDataset = {
    compareYear,
    comparisonData: {},
    companyData: { '5': 'Blue Lake Health' },
    varianceData: {},
    planAreaData: {},
    planData: {},
  };
  listings.forEach((listing, index) => {
    const planAreaId = 100 + index;
    dataset.planAreaData[String(planAreaId)] = { planId: listing.planId, rates: listing.rates };
    dataset.planData[listing.planId] = {
      planId: listing.planId,
      name: listing.name ?? `Plan ${listing.planId}`,
      companyProductId: listing.companyProductId,
    };
    for (const county of listing.counties ?? [1]) {
      const levels = (dataset.comparisonData[String(county)] ??= {});
      const entries = ((levels[listing.level ?? 'S'] ??= {})['5'] ??= []);
      for (const variant of listing.variants ?? ['01']) {
        const varianceId = `${listing.planId}-${variant}`;
        entries.push({ varianceId, planAreaId });
        dataset.varianceData[varianceId] = varianceFixture(varianceId);
      }
    }
  });
  return dataset;
}
