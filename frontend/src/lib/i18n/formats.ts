import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDollarChange,
  formatDollars,
  formatFileSize,
  formatIsoDate,
  formatPercent,
  formatRateChange,
  formatTimestampDate,
} from '@/lib/format';
import { i18n } from './i18n';
import { INTL_LOCALES, type Language } from './languages';

/** Numbers, amounts and dates as the chosen language writes them. */
export type Formats = {
  /** '$412.35' with `cents: 'always'`, '$1,500' for whole dollars; the 'not provided' text when unknown. */
  dollars: (amount: number | null | undefined, cents?: 'always' | 'when-needed') => string;
  /** '+$12.30', '-$3.05', '$0.00'. */
  dollarChange: (change: number | null | undefined) => string;
  /** A coinsurance share: '20%'. */
  percent: (percent: number | null | undefined) => string;
  /** A rate change (SPEC 9): '+5.2%'; an em dash when unknown. */
  rateChange: (percent: number | null | undefined) => string;
  /** An ISO calendar date: '03/05/2026' in English (SPEC), '5 mar 2026' in Spanish. */
  isoDate: (isoDate: string) => string;
  /** An RFC 3339 time as the visitor's local calendar date, written as `isoDate` writes dates. */
  timestampDate: (timestamp: string) => string;
  /** A file size: '45.7 KB'. */
  fileSize: (bytes: number) => string;
  /** A count or figure with the language's grouping: '12,345'. */
  number: (value: number) => string;
  /** What a figure the filing or plan left empty reads as. */
  notProvided: string;
};

const usNumber = new Intl.NumberFormat('en-US');

/** English keeps the SPEC's exact formats, which src/lib/format.ts writes. */
const englishFormats: Formats = {
  dollars: formatDollars,
  dollarChange: formatDollarChange,
  percent: formatPercent,
  rateChange: formatRateChange,
  isoDate: formatIsoDate,
  timestampDate: formatTimestampDate,
  fileSize: (bytes) => formatFileSize(bytes),
  number: (value) => usNumber.format(value),
  notProvided: 'Not provided',
};

const unknown = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

/**
 * Formats through `Intl` for `locale`. Calendar dates are written with the month's name
 * ('5 mar 2026'): '05/03/2026' would read as May 3 to anyone used to the U.S. order.
 */
function intlFormats(locale: string, notProvided: string): Formats {
  const dollarsAndCents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const wholeDollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  const change = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4, signDisplay: 'exceptZero' });
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const plain = new Intl.NumberFormat(locale);
  const calendarDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const localDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const dollars: Formats['dollars'] = (amount, cents = 'when-needed') => {
    if (unknown(amount)) return notProvided;
    return (cents === 'always' || !Number.isInteger(amount) ? dollarsAndCents : wholeDollars).format(amount);
  };
  return {
    dollars,
    dollarChange: (value) => {
      if (unknown(value)) return notProvided;
      const shown = dollars(Math.abs(value), 'always');
      // A change that rounds to no cent at all reads as none, never as '-$0.00'.
      if (shown === dollars(0, 'always')) return shown;
      return `${value > 0 ? '+' : '-'}${shown}`;
    },
    percent: (value) => (unknown(value) ? notProvided : share.format(value / 100)),
    rateChange: (value) => (unknown(value) ? '—' : change.format(value / 100)),
    isoDate: (isoDate) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
      if (!match) return isoDate;
      return calendarDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
    },
    timestampDate: (timestamp) => {
      const time = new Date(timestamp);
      return Number.isNaN(time.getTime()) ? timestamp : localDate.format(time);
    },
    fileSize: (bytes) => formatFileSize(bytes, oneDecimal),
    number: (value) => plain.format(value),
    notProvided,
  };
}

/** The formats of `language`. */
export function formatsFor(language: Language): Formats {
  if (language === 'en') return englishFormats;
  return intlFormats(INTL_LOCALES[language], i18n.getFixedT(language, 'common')('notProvided'));
}

/** The formats of the language the calling screen is shown in (English inside the staff area). */
export function useFormats(): Formats {
  const { i18n: shown } = useTranslation();
  const language: Language = shown.language === 'es' ? 'es' : 'en';
  return useMemo(() => formatsFor(language), [language]);
}
