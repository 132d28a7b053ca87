import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats';
import { loadLanguage } from './i18n';

// Intl formats for the chosen language; SPEC 9's formats exactly in English.

describe('formats', () => {
  it('keeps the SPEC formats in English', () => {
    const en = formatsFor('en');
    expect(en.dollars(412.35, 'always')).toBe('$412.35');
    expect(en.dollars(1500)).toBe('$1,500');
    expect(en.dollarChange(-3.05)).toBe('-$3.05');
    expect(en.rateChange(5.2)).toBe('+5.2%');
    expect(en.rateChange(null)).toBe('—');
    expect(en.percent(20)).toBe('20%');
    expect(en.isoDate('2026-03-05')).toBe('03/05/2026');
    expect(en.fileSize(45_700)).toBe('45.7 KB');
    expect(en.number(12345)).toBe('12,345');
    expect(en.notProvided).toBe('Not provided');
  });

  it('writes Spanish amounts with U.S. separators and dates with the month named', async () => {
    await loadLanguage('es');
    const es = formatsFor('es');
    expect(es.dollars(412.35, 'always')).toBe('$412.35');
    expect(es.dollars(1500)).toBe('$1,500');
    expect(es.dollars(null)).toBe('No disponible');
    expect(es.dollarChange(12.3)).toBe('+$12.30');
    expect(es.dollarChange(-0.001)).toBe('$0.00');
    expect(es.rateChange(5.2)).toMatch(/^\+5\.2\s?%$/);
    expect(es.rateChange(0)).toMatch(/^0\s?%$/);
    expect(es.percent(20)).toMatch(/^20\s?%$/);
    expect(es.isoDate('2026-03-05')).toBe('5 mar 2026');
    expect(es.isoDate('not a date')).toBe('not a date');
    expect(es.fileSize(1_234_000)).toBe('1.2 MB');
    expect(es.fileSize(512)).toBe('512 B');
    expect(es.number(12345)).toBe('12,345');
  });
});
