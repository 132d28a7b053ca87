import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatRateChange } from './format';

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
