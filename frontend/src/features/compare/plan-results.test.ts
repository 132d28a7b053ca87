import { describe, expect, it } from 'vitest';
import type { CompareCriteria } from './compare-criteria';
import { countPlans, derivePlanResults } from './plan-results';
import { varianceFixture } from '@/testing/mocks/compare-fixtures';
import type { CompareDataset } from './types';

const variance = (varianceId: string) => varianceFixture(varianceId, { benefitsUrl: `https://plans.example/${varianceId}` });

/** Two counties; three companies, one of them named in lower case to test the case-insensitive sort. */
const dataset: CompareDataset = {
  compareYear: 2027,
  companyData: { '7': 'Zenith Health', '8': 'acme Mutual', '9': 'Blue Lake Health' },
  comparisonData: {
    '1': {
      S: {
        '7': [{ varianceId: 'Z-S-01', planAreaId: 1 }],
        '8': [
          { varianceId: 'A-S-01', planAreaId: 2 },
          { varianceId: 'A-S-02', planAreaId: 3 },
        ],
      },
      G: { '9': [{ varianceId: 'B-G-01', planAreaId: 4 }] },
      C: { '9': [{ varianceId: 'B-C-01', planAreaId: 5 }] },
    },
    '2': { B: { '7': [{ varianceId: 'Z-B-01', planAreaId: 6 }] } },
  },
  varianceData: Object.fromEntries(
    ['Z-S-01', 'A-S-01', 'A-S-02', 'B-G-01', 'B-C-01', 'Z-B-01'].map((id) => [id, variance(id)]),
  ),
  planAreaData: {
    '1': { planId: 'Z-S', rates: { '35-N': 400, '35-Y': 480, '20-N': 250, '65-N': 900 } },
    '2': { planId: 'A-S', rates: { '35-N': 410.5 } },
    '3': { planId: 'A-S2', rates: { '35-N': 300 } },
    '4': { planId: 'B-G', rates: { '35-N': 500 } },
    // Priced for tobacco users only: a non-smoker's search leaves it out.
    '5': { planId: 'B-C', rates: { '35-Y': 200 } },
    '6': { planId: 'Z-B', rates: { '35-N': 150 } },
  },
  planData: {
    'Z-S': { planId: 'Z-S', name: 'Zenith Silver', companyProductId: 70 },
    'A-S': { planId: 'A-S', name: 'Acme Silver', companyProductId: 80 },
    'A-S2': { planId: 'A-S2', name: 'Acme Silver Saver', companyProductId: 80 },
    'B-G': { planId: 'B-G', name: 'Blue Lake Gold', companyProductId: 90 },
    'B-C': { planId: 'B-C', name: 'Blue Lake Catastrophic', companyProductId: 91 },
    'Z-B': { planId: 'Z-B', name: 'Zenith Bronze', companyProductId: 70 },
  },
};

const search = (overrides: Partial<CompareCriteria> = {}): CompareCriteria => ({
  year: 2027,
  countyId: 1,
  age: 35,
  tobacco: 'N',
  metalLevels: ['P', 'G', 'S', 'B', 'C'],
  ...overrides,
});

const summary = (criteria: CompareCriteria) =>
  derivePlanResults(dataset, criteria).map((card) => [card.company, card.plans.map((p) => `${p.rate} ${p.planName}`)]);

describe('derivePlanResults (SPEC 2.5)', () => {
  it('sorts companies by name, case-insensitive, and plans by premium', () => {
    expect(summary(search())).toEqual([
      ['acme Mutual', ['300 Acme Silver Saver', '410.5 Acme Silver']],
      ['Blue Lake Health', ['500 Blue Lake Gold']],
      ['Zenith Health', ['400 Zenith Silver']],
    ]);
  });

  it('reads the premium with the age/tobacco key (SPEC 5.2)', () => {
    expect(summary(search({ age: 35, tobacco: 'Y' }))).toEqual([
      ['Blue Lake Health', ['200 Blue Lake Catastrophic']],
      ['Zenith Health', ['480 Zenith Silver']],
    ]);
    expect(summary(search({ age: 18, metalLevels: ['S'] }))).toEqual([['Zenith Health', ['250 Zenith Silver']]]);
    expect(summary(search({ age: 70, metalLevels: ['S'] }))).toEqual([['Zenith Health', ['900 Zenith Silver']]]);
  });

  it('keeps to the selected metal levels and the chosen county', () => {
    expect(summary(search({ metalLevels: ['G'] }))).toEqual([['Blue Lake Health', ['500 Blue Lake Gold']]]);
    expect(summary(search({ countyId: 2 }))).toEqual([['Zenith Health', ['150 Zenith Bronze']]]);
    expect(summary(search({ countyId: 3 }))).toEqual([]);
    expect(summary(search({ metalLevels: ['P'] }))).toEqual([]);
  });

  it('fills each result from planData, planAreaData, varianceData and companyData (SPEC 3)', () => {
    const [acme] = derivePlanResults(dataset, search({ metalLevels: ['S'] }));
    expect(acme?.plans[0]).toEqual({
      ...variance('A-S-02'),
      resultKey: 'A-S-02@3',
      planId: 'A-S2',
      planvariance: 'A-S2-A-S-02',
      companyKey: '8',
      companyProductId: 80,
      company: 'acme Mutual',
      planName: 'Acme Silver Saver',
      rate: 300,
      coverage: 'S',
    });
  });

  it('leaves out entries that do not resolve instead of failing', () => {
    const broken: CompareDataset = {
      ...dataset,
      comparisonData: { '1': { S: { '7': [{ varianceId: 'missing', planAreaId: 1 }, { varianceId: 'Z-S-01', planAreaId: 99 }] } } },
    };
    expect(derivePlanResults(broken, search())).toEqual([]);
  });

  it('counts the plans found', () => {
    expect(countPlans(derivePlanResults(dataset, search()))).toBe(4);
  });
});
