import { afterEach, describe, expect, it } from 'vitest';
import type { CompareFormValues } from './compare-criteria';
import { readSavedSearch, saveSearch, SAVED_SEARCH_COOKIE } from './saved-search';

const values: CompareFormValues = { year: '2027', countyId: '12', age: '35', tobacco: 'Y', coverage: ['G', 'S'] };

const cookieFor = (content: unknown) => `other=1; ${SAVED_SEARCH_COOKIE}=${encodeURIComponent(JSON.stringify(content))}`;

describe('saved search cookie comparePlans (SPEC 4.6)', () => {
  afterEach(() => {
    document.cookie = `${SAVED_SEARCH_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('saves the criteria in SPEC 3 words and reads them back', () => {
    saveSearch(values);

    const raw = document.cookie.split('; ').find((c) => c.startsWith(`${SAVED_SEARCH_COOKIE}=`));
    expect(JSON.parse(decodeURIComponent(raw!.split('=')[1]!))).toEqual({
      year: '2027',
      location: '12',
      age: '35',
      tobacco: 'Yes',
      coverage: ['G', 'S'],
    });
    expect(readSavedSearch()).toEqual(values);
  });

  it('writes it for one hour, for the whole site', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', { configurable: true, set: (v: string) => written.push(v), get: () => '' });
    try {
      saveSearch(values);
    } finally {
      Object.defineProperty(document, 'cookie', descriptor);
      delete (document as { cookie?: string }).cookie;
    }
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^comparePlans=[^;]+; Max-Age=3600; Path=\/; SameSite=Lax$/);
  });

  it('is null without the cookie', () => {
    expect(readSavedSearch('other=1')).toBeNull();
  });

  it.each([
    ['not JSON', 'comparePlans=%7Bnope'],
    ['a year that is not a number', cookieFor({ year: '20x7', location: '1', age: '21', tobacco: 'No', coverage: ['all'] })],
    ['no location', cookieFor({ year: '2027', age: '21', tobacco: 'No', coverage: ['all'] })],
    ['a fractional age', cookieFor({ year: '2027', location: '1', age: '2.5', tobacco: 'No', coverage: ['all'] })],
    ['an unknown tobacco answer', cookieFor({ year: '2027', location: '1', age: '21', tobacco: 'Maybe', coverage: ['all'] })],
    ['an unknown level', cookieFor({ year: '2027', location: '1', age: '21', tobacco: 'No', coverage: ['X'] })],
    ['no level', cookieFor({ year: '2027', location: '1', age: '21', tobacco: 'No', coverage: [] })],
    ['a script', cookieFor({ year: '<script>', location: '1', age: '21', tobacco: 'No', coverage: ['all'] })],
  ])('ignores a cookie with %s', (_, header) => {
    expect(readSavedSearch(header)).toBeNull();
  });

  it("keeps 'all' alone and the levels in button order", () => {
    const base = { year: '2027', location: '1', age: '21', tobacco: 'No' };
    expect(readSavedSearch(cookieFor({ ...base, coverage: ['G', 'all'] }))?.coverage).toEqual(['all']);
    expect(readSavedSearch(cookieFor({ ...base, coverage: ['B', 'P'] }))?.coverage).toEqual(['P', 'B']);
  });
});
