import { formatIsoDate, formatRateChange, NOT_PROVIDED } from '@/lib/format';
import type { RateHistoryFiling, StateStatus } from './types';

/**
 * The words of a rate history (issue 20): the chart's title and description, each point's
 * accessible name and tooltip, and the rows of its table, all from the same formatters as the
 * site's tables (SPEC 9 'Percent display', MM/DD/YYYY dates), so chart, tooltip and table say
 * the same numbers.
 */

/** The requested overall rate change of a filing (`companyRate.rateOverallRateImpact`), as Latest Rates shows it. */
export function requestedChange(filing: RateHistoryFiling): string {
  return formatRateChange(filing.companyRate.rateOverallRateImpact);
}

/** The filing's range of changes, '-0.5% to +9.5%'; null when either end is not given. */
export function changeRange(filing: RateHistoryFiling): string | null {
  const { rateMinChange, rateMaxChange } = filing.companyRate;
  if (rateMinChange == null || rateMaxChange == null) return null;
  return `${formatRateChange(rateMinChange)} to ${formatRateChange(rateMaxChange)}`;
}

/** The implementation date requested, MM/DD/YYYY, or 'Not provided'. */
export function implementationDate(filing: RateHistoryFiling): string {
  return filing.effImpDateReqNew ? formatIsoDate(filing.effImpDateReqNew) : NOT_PROVIDED;
}

/** Whether a filing has a requested change to draw: the others are in the table only. */
export function hasRequestedChange(filing: RateHistoryFiling): boolean {
  return filing.companyRate.rateOverallRateImpact != null;
}

/** What the chart shows: a type of insurance of a product. */
export function chartTitle(productName: string, typeOfInsurance: string): string {
  return `Requested rate changes of ${productName}, ${typeOfInsurance}, by submission date`;
}

/**
 * The chart's description: how many filings, over which years, and the range of their
 * requested changes; which filings are in the table only; where the highlighted one is.
 */
export function chartSummary(filings: RateHistoryFiling[], currentFilingId?: number): string {
  const drawn = filings.filter(hasRequestedChange);
  const parts: string[] = [];
  if (drawn.length === 0) {
    parts.push('No filing has a requested overall rate change to draw.');
  } else {
    const years = drawn.map((filing) => filing.submissionDate.slice(0, 4));
    const first = years[0];
    const last = years[years.length - 1];
    const when = first === last ? `in ${first}` : `from ${first} to ${last}`;
    const changes = drawn.map((filing) => filing.companyRate.rateOverallRateImpact ?? 0);
    const low = formatRateChange(Math.min(...changes));
    const high = formatRateChange(Math.max(...changes));
    const range = low === high ? `a requested overall rate change of ${low}` : `requested overall rate changes from ${low} to ${high}`;
    parts.push(`${count(drawn.length, 'filing')} submitted ${when}, with ${range}.`);
  }
  const undrawn = filings.length - drawn.length;
  if (undrawn > 0) {
    parts.push(`${count(undrawn, 'filing')} without a requested change ${undrawn === 1 ? 'is' : 'are'} in the table only.`);
  }
  const current = filings.find((filing) => filing.filingId === currentFilingId);
  if (current && hasRequestedChange(current)) {
    parts.push(`This filing, ${current.filingSerffTrackNum}, is the diamond marked “This filing”.`);
  } else if (current) {
    parts.push(`This filing, ${current.filingSerffTrackNum}, has no requested change: it is in the table only.`);
  }
  return parts.join(' ');
}

/** A point's accessible name: which filing, when, how much, its status and implementation date. */
export function pointLabel(filing: RateHistoryFiling, current: boolean): string {
  const range = changeRange(filing);
  return [
    `${current ? 'This filing, ' : ''}${filing.filingSerffTrackNum}`,
    `submitted ${formatIsoDate(filing.submissionDate)}`,
    `requested change ${requestedChange(filing)}${range ? ` (${range})` : ''}`,
    `status ${filing.stateStatus.displayStatus}`,
    `implementation requested ${implementationDate(filing)}`,
  ].join(', ');
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
export function historyTableRows(filings: RateHistoryFiling[], currentFilingId?: number): HistoryTableRow[] {
  return filings.map((filing) => ({
    filing,
    current: filing.filingId === currentFilingId,
    submitted: formatIsoDate(filing.submissionDate),
    change: requestedChange(filing),
    range: changeRange(filing) ?? '—',
    implementation: implementationDate(filing),
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

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
