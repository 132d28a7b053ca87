import { describe, expect, it } from 'vitest';
import { formatDollars, formatIsoDate, formatPercent, formatRateChange } from './format';

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

describe('formatPercent', () => {
  it('adds a percent sign, or says it is not provided', () => {
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(null)).toBe('Not provided');
  });
});
