import { describe, expect, it } from 'vitest';
import { formatsFor } from '@/lib/i18n/formats';
import { i18n, loadLanguage } from '@/lib/i18n/i18n';
import {
  chartSummary,
  chartTitle,
  changeRange,
  historyTableRows,
  legendStatuses,
  pointLabel,
  type HistoryWords,
} from './rate-history-labels';
import type { RateHistoryFiling } from './types';

const ACCEPTED = { displayStatus: 'Accepted', colour: 'green', popover: 'Reasonable.' };
const DENIED = { displayStatus: 'Denied', colour: 'red', popover: 'Unreasonable.' };

function filing(overrides: Partial<RateHistoryFiling> & { rate?: number | null } = {}): RateHistoryFiling {
  const { rate = 7.5, ...rest } = overrides;
  return {
    filingId: 1,
    companyProductPk: 3,
    companyPk: 7,
    toiId: 2,
    filingSerffTrackNum: 'BLHP-130000001',
    submissionDate: '2025-03-05',
    effImpDateReqNew: '2026-01-01',
    stateStatus: ACCEPTED,
    companyRate: { rateOverallRateImpact: rate, rateMinChange: 5.5, rateMaxChange: 9.5, rateAffPolicyHolder: 10 },
    ...rest,
  };
}

/** The English words, as the site's English catalogue and SPEC formats give them. */
const en: HistoryWords = { t: i18n.getFixedT('en', 'rateHistory'), formats: formatsFor('en') };

describe('rate history labels', () => {
  it("names a point by filing, submission date, change with its range, status and implementation date, as the site's tables format them", () => {
    expect(pointLabel(filing(), false, en)).toBe(
      'BLHP-130000001, submitted 03/05/2025, requested change +7.5% (+5.5% to +9.5%), status Accepted, implementation requested 01/01/2026',
    );
  });

  it("names the page's own filing first and says when a figure was not given", () => {
    const bare = filing({
      rate: -2,
      effImpDateReqNew: null,
      companyRate: { rateOverallRateImpact: -2, rateMinChange: null, rateMaxChange: null, rateAffPolicyHolder: null },
    });
    expect(pointLabel(bare, true, en)).toBe(
      'This filing, BLHP-130000001, submitted 03/05/2025, requested change -2%, status Accepted, implementation requested Not provided',
    );
    expect(changeRange(bare, en)).toBeNull();
  });

  it('titles the chart by product and type of insurance', () => {
    expect(chartTitle('Blue Lake Silver', { typeOfInsurance: 'Individual Health' }, en)).toBe(
      'Requested rate changes of Blue Lake Silver, Individual Health, by submission date',
    );
  });

  it('summarises count, years and range of the drawn filings, those in the table only, and the highlighted one', () => {
    const filings = [
      filing({ filingId: 1, submissionDate: '2021-06-01', rate: -1.5 }),
      filing({ filingId: 2, submissionDate: '2023-06-01', rate: null }),
      filing({ filingId: 3, submissionDate: '2025-06-01', rate: 12.25, filingSerffTrackNum: 'BLHP-130000003' }),
    ];

    expect(chartSummary(filings, en)).toBe(
      '2 filings submitted from 2021 to 2025, with requested overall rate changes from -1.5% to +12.25%. 1 filing without a requested change is in the table only.',
    );
    expect(chartSummary(filings, en, 3)).toMatch(/This filing, BLHP-130000003, is the diamond marked “This filing”\.$/);
    expect(chartSummary(filings, en, 2)).toMatch(/This filing, BLHP-130000001, has no requested change: it is in the table only\.$/);
  });

  it('summarises a single filing and a chart with nothing to draw', () => {
    expect(chartSummary([filing()], en)).toBe('1 filing submitted in 2025, with a requested overall rate change of +7.5%.');
    expect(chartSummary([filing({ rate: null }), filing({ rate: null })], en)).toBe(
      'No filing has a requested overall rate change to draw. 2 filings without a requested change are in the table only.',
    );
  });

  it('gives every filing a table row with the same numbers as its point, in the chart order', () => {
    const rows = historyTableRows(
      [filing({ filingId: 1 }), filing({ filingId: 2, rate: null, effImpDateReqNew: null, companyRate: { rateOverallRateImpact: null, rateMinChange: null, rateMaxChange: 1, rateAffPolicyHolder: null } })],
      en,
      2,
    );

    expect(rows.map(({ filing: f, ...shown }) => ({ id: f.filingId, ...shown }))).toEqual([
      { id: 1, current: false, submitted: '03/05/2025', change: '+7.5%', range: '+5.5% to +9.5%', implementation: '01/01/2026' },
      { id: 2, current: true, submitted: '03/05/2025', change: '—', range: '—', implementation: 'Not provided' },
    ]);
  });

  it('lists each status once, by name, for the legend', () => {
    expect(legendStatuses([DENIED, ACCEPTED, DENIED]).map((status) => status.displayStatus)).toEqual([
      'Accepted',
      'Denied',
    ]);
  });

  it('words a point and the summary in Spanish, with Spanish plural forms and formats', async () => {
    await loadLanguage('es');
    const es: HistoryWords = { t: i18n.getFixedT('es', 'rateHistory'), formats: formatsFor('es') };
    expect(pointLabel(filing(), true, es)).toBe(
      'Esta solicitud, BLHP-130000001, presentada el 5 mar 2025, cambio solicitado +7.5% (rango: +5.5% a +9.5%), estado Accepted, entrada en vigor solicitada 1 ene 2026',
    );
    expect(chartSummary([filing(), filing({ filingId: 2, rate: null })], es)).toBe(
      '1 solicitud presentada en 2025, con un cambio de tarifa general solicitado de +7.5%. 1 solicitud sin cambio solicitado aparece solo en la tabla.',
    );
    expect(chartTitle('Blue Lake Silver', { typeOfInsurance: 'Individual Health' }, es)).toBe(
      'Cambios de tarifa solicitados de Blue Lake Silver, Individual Health, por fecha de presentación',
    );
  });
});
