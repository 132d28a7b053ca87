/**
 * A rate change in percent as SPEC 9 'Percent display' shows it: a leading '+'
 * when positive and a trailing '%'; an em dash when the figure is unknown.
 */
export function formatRateChange(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return '—';
  // `-0` would print as '0' anyway; only a strictly positive change gets the '+'.
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

/**
 * An ISO calendar date ('2026-03-05') as 'MM/DD/YYYY' ('03/05/2026'). Parsed as
 * text so no time zone can move it to the day before; anything else is shown as given.
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * An amount in US dollars: '$412.35' for a premium (`cents: 'always'`), '$1,500'
 * for a whole-dollar deductible or co-pay; 'Not provided' when the amount is unknown.
 */
export function formatDollars(amount: number | null | undefined, cents: 'always' | 'when-needed' = 'when-needed'): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return NOT_PROVIDED;
  const format = cents === 'always' || !Number.isInteger(amount) ? dollarsAndCents : wholeDollars;
  return format.format(amount);
}

/** A coinsurance share in percent, '20%'; 'Not provided' when unknown. */
export function formatPercent(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return NOT_PROVIDED;
  return `${percent}%`;
}

/** What a figure the filing or plan left empty reads as. */
export const NOT_PROVIDED = 'Not provided';
