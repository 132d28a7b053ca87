import { describe, expect, it } from 'vitest';
import { rateKey } from './rate-key';

describe('rateKey (SPEC 5.2)', () => {
  it.each([
    [0, 'N', '20-N'],
    [20, 'N', '20-N'],
    [21, 'N', '21-N'],
    [35, 'N', '35-N'],
    [35, 'Y', '35-Y'],
    [64, 'Y', '64-Y'],
    [65, 'Y', '65-Y'],
    [99, 'N', '65-N'],
  ] as const)('age %i, tobacco %s → %s', (age, tobacco, key) => {
    expect(rateKey(age, tobacco)).toBe(key);
  });
});
