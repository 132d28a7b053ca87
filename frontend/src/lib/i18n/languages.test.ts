import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './languages';

describe('preferredLanguage (remembered, else from the browser)', () => {
  it.each([
    ['es', ['en-US'], 'es'],
    ['en', ['es-MX'], 'en'],
    [null, ['es-MX', 'en-US'], 'es'],
    [null, ['fr-CA', 'ES'], 'es'],
    [null, ['fr-FR', 'de'], 'en'],
    [null, [], 'en'],
    ['klingon', ['es-US'], 'es'],
  ] as const)('stored %s, browser %j → %s', (stored, browser, expected) => {
    expect(preferredLanguage(stored, browser)).toBe(expected);
  });
});
