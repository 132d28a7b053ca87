import { describe, expect, it } from 'vitest';
import { isSafeExternalUrl, telHref } from './links';

describe('telHref', () => {
  it('adds the country code to a ten-digit number', () => {
    expect(telHref('(800) 555-0144')).toBe('tel:+18005550144');
  });
  it('keeps other numbers as digits', () => {
    expect(telHref('555-0144')).toBe('tel:5550144');
  });
});

describe('isSafeExternalUrl', () => {
  it('allows http and https only', () => {
    expect(isSafeExternalUrl('https://reports.example/q.pdf')).toBe(true);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });
});
