import { describe, expect, it } from 'vitest';
import { parseApiBase } from './env';

describe('parseApiBase', () => {
  it('defaults to the gateway prefix', () => {
    expect(parseApiBase(undefined)).toBe('/ws');
    expect(parseApiBase('  ')).toBe('/ws');
  });

  it('accepts a path or an http(s) URL and drops the trailing slash', () => {
    expect(parseApiBase('/api/')).toBe('/api');
    expect(parseApiBase('https://rates.example/ws/')).toBe('https://rates.example/ws');
  });

  it('rejects anything else at start-up', () => {
    expect(() => parseApiBase('ws')).toThrow(/VITE_API_BASE/);
    expect(() => parseApiBase('//evil.example')).toThrow(/VITE_API_BASE/);
    expect(() => parseApiBase('ftp://rates.example')).toThrow(/http or https/);
  });
});
