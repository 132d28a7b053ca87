import type { CompareFormValues } from './compare-criteria';
import { COVERAGE_CHOICES, type CoverageChoice } from './coverage';

/** SPEC 4.6, 9: the last search is kept in the cookie comparePlans for one hour, path /. */
export const SAVED_SEARCH_COOKIE = 'comparePlans';
const SAVED_SEARCH_SECONDS = 60 * 60;

/** The cookie's content: the compare search criteria in SPEC 3's words. */
type SavedSearch = {
  year: string;
  /** County id. */
  location: string;
  age: string;
  tobacco: 'Yes' | 'No';
  coverage: CoverageChoice[];
};

/** Remembers a search for an hour, for this whole site. */
export function saveSearch(values: CompareFormValues): void {
  const saved: SavedSearch = {
    year: values.year,
    location: values.countyId,
    age: values.age.trim(),
    tobacco: values.tobacco === 'Y' ? 'Yes' : 'No',
    coverage: [...values.coverage],
  };
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${SAVED_SEARCH_COOKIE}=${encodeURIComponent(JSON.stringify(saved))}` +
    `; Max-Age=${SAVED_SEARCH_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

const DIGITS = /^\d{1,6}$/;
const CHOICES = new Set<string>(COVERAGE_CHOICES);

/**
 * The saved search as form values, or null when there is none. The cookie is
 * input like any other: anything that is not a search this form could have made
 * is ignored rather than half-restored.
 */
export function readSavedSearch(cookieHeader: string = document.cookie): CompareFormValues | null {
  const raw = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${SAVED_SEARCH_COOKIE}=`))
    ?.slice(SAVED_SEARCH_COOKIE.length + 1);
  if (!raw) return null;
  let saved: Partial<SavedSearch>;
  try {
    saved = JSON.parse(decodeURIComponent(raw)) as Partial<SavedSearch>;
  } catch {
    return null;
  }
  const { year, location, age, tobacco, coverage } = saved ?? {};
  if (typeof year !== 'string' || !DIGITS.test(year)) return null;
  if (typeof location !== 'string' || !DIGITS.test(location)) return null;
  if (typeof age !== 'string' || !/^\d{1,3}$/.test(age)) return null;
  if (tobacco !== 'Yes' && tobacco !== 'No') return null;
  if (!Array.isArray(coverage) || coverage.length === 0 || !coverage.every((c) => CHOICES.has(c))) return null;
  return {
    year,
    countyId: location,
    age,
    tobacco: tobacco === 'Yes' ? 'Y' : 'N',
    // 'all' stands alone (SPEC 5.1); keep the buttons' order.
    coverage: coverage.includes('all')
      ? ['all']
      : COVERAGE_CHOICES.filter((c) => coverage.includes(c)),
  };
}
