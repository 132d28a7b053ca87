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

/**
 * A change of an amount in US dollars, always with cents and a sign: '+$12.30' for a rise,
 * '-$3.05' for a fall, '$0.00' for none; 'Not provided' when the change is unknown.
 */
export function formatDollarChange(change: number | null | undefined): string {
  if (change === null || change === undefined || Number.isNaN(change)) return NOT_PROVIDED;
  const shown = formatDollars(Math.abs(change), 'always');
  // A change that rounds to no cent at all reads as none, never as '-$0.00'.
  if (shown === '$0.00') return shown;
  return `${change > 0 ? '+' : '-'}${shown}`;
}

/** A coinsurance share in percent, '20%'; 'Not provided' when unknown. */
export function formatPercent(percent: number | null | undefined): string {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return NOT_PROVIDED;
  return `${percent}%`;
}

/** What a figure the filing or plan left empty reads as. */
export const NOT_PROVIDED = 'Not provided';

const fileSizeUnits = ['KB', 'MB', 'GB'] as const;
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A file's size in bytes as a person reads it: '512 B', '45.7 KB', '1.2 MB', '123.5 MB',
 * '2.0 GB'. Decimal units (1 KB = 1,000 bytes), as the units' names say; one decimal above
 * bytes, and the next unit once the figure would round to 1,000. `decimals` writes the figure
 * in another language's way; U.S. English by default.
 */
export function formatFileSize(bytes: number, decimals: Intl.NumberFormat = oneDecimal): string {
  if (bytes < 1000) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes / 1000;
  let unit = 0;
  while (unit < fileSizeUnits.length - 1 && Math.round(value * 10) >= 10_000) {
    value /= 1000;
    unit += 1;
  }
  return `${decimals.format(value)} ${fileSizeUnits[unit]}`;
}

const calendarDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * An RFC 3339 time ('2026-11-24T18:03:11Z') as the visitor's local calendar date in the site's
 * date format, 'MM/DD/YYYY'; anything that is not a time is shown as given.
 */
export function formatTimestampDate(timestamp: string): string {
  const time = new Date(timestamp);
  return Number.isNaN(time.getTime()) ? timestamp : calendarDate.format(time);
}

const clockTime = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/**
 * An RFC 3339 time ('2026-11-20T15:42:00Z') as the visitor's local time of day in U.S. English,
 * '10:42 AM'; anything that is not a time is shown as given.
 */
export function formatTimestampTime(timestamp: string): string {
  const time = new Date(timestamp);
  return Number.isNaN(time.getTime()) ? timestamp : clockTime.format(time);
}

/** A noun in U.S. English, singular and plural ('comment', 'comments'), for the staff screens. */
export type EnglishNoun = { one: string; other: string };

const englishPlural = new Intl.PluralRules('en-US');

/** A count and its noun as the staff screens write them: '1 comment', '0 comments', '11,000 comments'. */
export function formatCount(n: number, noun: EnglishNoun): string {
  return `${n.toLocaleString('en-US')} ${englishPlural.select(n) === 'one' ? noun.one : noun.other}`;
}
