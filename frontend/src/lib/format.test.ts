import { describe, expect, it } from 'vitest';
import {
  formatDollarChange,
  formatDollars,
  formatFileSize,
  formatIsoDate,
  formatPercent,
  formatRateChange,
  formatTimestampDate,
  formatTimestampTime,
} from './format';

describe('formatRateChange (SPEC 9, percent display)', () => {
  it.each([
    [7.5, '+7.5%'],
    [-2.25, '-2.25%'],
    [0, '0%'],
    [12, '+12%'],
    [null, '—'],
    [undefined, '—'],
  ])('shows %s as %s', (percent, shown) => {
    expect(formatRateChange(percent)).toBe(shown);
  });
});

describe('formatIsoDate', () => {
  it('shows an ISO date as MM/DD/YYYY', () => {
    expect(formatIsoDate('2026-03-05')).toBe('03/05/2026');
  });

  it('leaves anything else as it came', () => {
    expect(formatIsoDate('soon')).toBe('soon');
  });
});

describe('formatDollars', () => {
  it('always shows cents for premiums', () => {
    expect(formatDollars(412.3, 'always')).toBe('$412.30');
    expect(formatDollars(400, 'always')).toBe('$400.00');
    expect(formatDollars(1234.5, 'always')).toBe('$1,234.50');
  });

  it('shows whole dollars without cents otherwise', () => {
    expect(formatDollars(1500)).toBe('$1,500');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(0)).toBe('$0');
  });

  it('says when the amount is not provided', () => {
    expect(formatDollars(null)).toBe('Not provided');
    expect(formatDollars(undefined, 'always')).toBe('Not provided');
  });
});

describe('formatDollarChange', () => {
  it.each([
    [12.3, '+$12.30'],
    [-3.05, '-$3.05'],
    [1234.5, '+$1,234.50'],
    [0, '$0.00'],
    [-0.001, '$0.00'],
    [null, 'Not provided'],
  ])('shows %s as %s', (change, shown) => {
    expect(formatDollarChange(change)).toBe(shown);
  });
});

describe('formatPercent', () => {
  it('adds a percent sign, or says it is not provided', () => {
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(null)).toBe('Not provided');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [999, '999 B'],
    [1000, '1.0 KB'],
    [45_678, '45.7 KB'],
    [1_234_567, '1.2 MB'],
    [123_456_789, '123.5 MB'],
    [2_000_000_000, '2.0 GB'],
    [4_321_000_000_000, '4,321.0 GB'],
  ])('shows %i bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('moves to the next unit rather than show 1,000.0 of one', () => {
    expect(formatFileSize(999_949)).toBe('999.9 KB');
    expect(formatFileSize(999_950)).toBe('1.0 MB');
    expect(formatFileSize(999_999_999)).toBe('1.0 GB');
  });
});

describe('formatTimestampDate', () => {
  it('shows a time as its local calendar date, MM/DD/YYYY', () => {
    // Midday UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatTimestampDate('2026-11-24T12:03:11Z')).toBe('11/24/2026');
    const local = new Date(2026, 0, 5, 23, 59);
    expect(formatTimestampDate(local.toISOString())).toBe('01/05/2026');
  });

  it('leaves anything else as it came', () => {
    expect(formatTimestampDate('soon')).toBe('soon');
  });
});

describe('formatTimestampTime', () => {
  it('shows a time as its local time of day, h:mm AM/PM', () => {
    // Intl separates the time from AM/PM with a narrow no-break space.
    expect(formatTimestampTime(new Date(2026, 10, 20, 10, 42).toISOString())).toMatch(/^10:42\sAM$/);
    expect(formatTimestampTime(new Date(2026, 10, 20, 0, 5).toISOString())).toMatch(/^12:05\sAM$/);
    expect(formatTimestampTime(new Date(2026, 10, 20, 13, 0).toISOString())).toMatch(/^1:00\sPM$/);
  });

  it('leaves anything else as it came', () => {
    expect(formatTimestampTime('soon')).toBe('soon');
  });
});
