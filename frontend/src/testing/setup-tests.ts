import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the compare dataset cache (SPEC 4.6) needs one to be tested at all.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
// Screens read their texts through react-i18next's shared instance, set up on import.
import { i18n, loadNamespaces, onMissingKey, ROUTE_NAMESPACES } from '@/lib/i18n/i18n';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { clearCachedCompareDataset } from '@/lib/compare-dataset-cache';
import { server } from './mocks/server';

// A request no handler answers is a test bug, not a silent network call.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Screens tested on their own, outside their lazy route, find their catalogues loaded.
beforeAll(() => loadNamespaces(ROUTE_NAMESPACES));

// A text asked for by a key that no catalogue has would show the key itself: a test fails on it.
const missingKeys: string[] = [];
onMissingKey((language, namespace, key) => missingKeys.push(`${language} ${namespace}:${key}`));
afterEach(() => {
  const missing = missingKeys.splice(0);
  expect(missing, 'texts asked for by keys no catalogue has').toEqual([]);
});

afterEach(async () => {
  cleanup();
  // A test that showed the site in Spanish leaves it in English.
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
  // A test that set the clock (the Rate Page's countdown) leaves it as it found it.
  vi.useRealTimers();
  server.resetHandlers();
  document.title = '';
  // Each test starts as a first visit: no cookies, no cached dataset.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  await clearCachedCompareDataset();
  // ...and signed out.
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
});
afterAll(() => server.close());
