import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormats, type Formats } from '@/lib/i18n/formats';
import { useCodedText, type CodedText } from '@/lib/ui/coded-text';
import type { RateHistoryFiling, RateHistoryGroup, StateStatus } from './types';

/**
 * The words of a rate history: the chart's title and description, each point's
 * accessible name and tooltip, and the rows of its table, all from the same formats as the
 * site's tables (SPEC 9 'Percent display', MM/DD/YYYY dates in English), so chart, tooltip and
 * table say the same numbers — in the language shown.
 */

/**
 * The language a history is worded in: its catalogue, its formats, and the names of filing
 * statuses and types of insurance by their codes, as the status badges and tables show them.
 */
export type HistoryWords = {
  t: TFunction<'rateHistory'>;
  formats: Formats;
  /** Statuses and types of insurance by their codes; without it, as the server sent them. */
  coded?: CodedText;
};

/** The words of the language the calling screen is shown in. */
export function useHistoryWords(): HistoryWords {
  const { t } = useTranslation('rateHistory');
  const formats = useFormats();
  const coded = useCodedText();
  return useMemo(
    () => ({ t, formats, coded }),
    [t, formats, coded],
  );
}

/** The requested overall rate change of a filing (`companyRate.rateOverallRateImpact`), as Latest Rates shows it. */
export function requestedChange(filing: RateHistoryFiling, { formats }: HistoryWords): string {
  return formats.rateChange(filing.companyRate.rateOverallRateImpact);
}

/** The filing's range of changes, '-0.5% to +9.5%'; null when either end is not given. */
export function changeRange(filing: RateHistoryFiling, { t, formats }: HistoryWords): string | null {
  const { rateMinChange, rateMaxChange } = filing.companyRate;
  if (rateMinChange == null || rateMaxChange == null) return null;
  return t('point.range', { low: formats.rateChange(rateMinChange), high: formats.rateChange(rateMaxChange) });
}

/** The requested change with its range when given: '+7.5% (+5.5% to +9.5%)'. */
export function changeWithRange(filing: RateHistoryFiling, words: HistoryWords): string {
  const change = requestedChange(filing, words);
  const range = changeRange(filing, words);
  return range ? words.t('point.changeWithRange', { change, range }) : change;
}

/** The implementation date requested, MM/DD/YYYY, or 'Not provided'. */
export function implementationDate(filing: RateHistoryFiling, { formats }: HistoryWords): string {
  return filing.effImpDateReqNew ? formats.isoDate(filing.effImpDateReqNew) : formats.notProvided;
}

/** Whether a filing has a requested change to draw: the others are in the table only. */
export function hasRequestedChange(filing: RateHistoryFiling): boolean {
  return filing.companyRate.rateOverallRateImpact != null;
}

/** What the chart shows: a type of insurance of a product. */
export function chartTitle(productName: string, group: InsuranceType, words: HistoryWords): string {
  return words.t('chart.title', { productName, typeOfInsurance: insuranceTypeName(group, words) });
}

/** A chart's type of insurance: its name and code as the server sends them. */
export type InsuranceType = Pick<RateHistoryGroup, 'typeOfInsurance' | 'typeOfInsuranceCode'>;

/** A type of insurance in the language shown (as sent when the words name none). */
export function insuranceTypeName(group: InsuranceType, { coded }: HistoryWords): string {
  const { typeOfInsurance, typeOfInsuranceCode } = group;
  return coded ? coded.typeOfInsurance(typeOfInsurance, typeOfInsuranceCode) : typeOfInsurance;
}

/**
 * The chart's description: how many filings, over which years, and the range of their
 * requested changes; which filings are in the table only; where the highlighted one is.
 */
export function chartSummary(filings: RateHistoryFiling[], words: HistoryWords, currentFilingId?: number): string {
  const { t, formats } = words;
  const drawn = filings.filter(hasRequestedChange);
  const parts: string[] = [];
  if (drawn.length === 0) {
    parts.push(t('summary.nothingDrawn'));
  } else {
    const years = drawn.map((filing) => filing.submissionDate.slice(0, 4));
    const first = years[0]!;
    const last = years[years.length - 1]!;
    const changes = drawn.map((filing) => filing.companyRate.rateOverallRateImpact ?? 0);
    const low = formats.rateChange(Math.min(...changes));
    const high = formats.rateChange(Math.max(...changes));
    const range = low === high ? t('summary.oneChange', { change: low }) : t('summary.changeRange', { low, high });
    parts.push(
      first === last
        ? t('summary.drawnInYear', { count: drawn.length, year: first, changes: range })
        : t('summary.drawnInYears', { count: drawn.length, first, last, changes: range }),
    );
  }
  const undrawn = filings.length - drawn.length;
  if (undrawn > 0) parts.push(t('summary.undrawn', { count: undrawn }));
  const current = filings.find((filing) => filing.filingId === currentFilingId);
  if (current) {
    const trackingNumber = current.filingSerffTrackNum;
    parts.push(t(hasRequestedChange(current) ? 'summary.currentDrawn' : 'summary.currentUndrawn', { trackingNumber }));
  }
  return parts.join(' ');
}

/** The filing's status in the language shown (as sent when the words name no statuses). */
export function statusName(filing: RateHistoryFiling, words: HistoryWords): string {
  return words.coded ? words.coded.filingStatus(filing.stateStatus) : filing.stateStatus.displayStatus;
}

/** A point's accessible name: which filing, when, how much, its status and implementation date. */
export function pointLabel(filing: RateHistoryFiling, current: boolean, words: HistoryWords): string {
  return words.t(current ? 'point.currentLabel' : 'point.label', {
    trackingNumber: filing.filingSerffTrackNum,
    submitted: words.formats.isoDate(filing.submissionDate),
    change: changeWithRange(filing, words),
    status: statusName(filing, words),
    implementation: implementationDate(filing, words),
  });
}

/** One row of the chart's table: the same figures as its point, ready to show. */
export type HistoryTableRow = {
  filing: RateHistoryFiling;
  /** The filing of the page this chart is on (Rate Page). */
  current: boolean;
  submitted: string;
  change: string;
  /** '—' when the filing gives no range. */
  range: string;
  implementation: string;
};

/** The table's rows, in the chart's order (oldest first), every filing included. */
export function historyTableRows(filings: RateHistoryFiling[], words: HistoryWords, currentFilingId?: number): HistoryTableRow[] {
  return filings.map((filing) => ({
    filing,
    current: filing.filingId === currentFilingId,
    submitted: words.formats.isoDate(filing.submissionDate),
    change: requestedChange(filing, words),
    range: changeRange(filing, words) ?? '—',
    implementation: implementationDate(filing, words),
  }));
}

/** Each of `statuses` once, by name A–Z: the chart's legend. */
export function legendStatuses(statuses: StateStatus[]): StateStatus[] {
  const byName = new Map<string, StateStatus>();
  for (const stateStatus of statuses) {
    if (!byName.has(stateStatus.displayStatus)) byName.set(stateStatus.displayStatus, stateStatus);
  }
  return [...byName.values()].sort((a, b) => a.displayStatus.localeCompare(b.displayStatus));
}
