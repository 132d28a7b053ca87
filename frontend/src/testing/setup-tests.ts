import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the compare dataset cache (SPEC 4.6) needs one to be tested at all.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
// Screens read their texts through react-i18next's shared instance, set up on import.
import { i18n, loadNamespaces, onMissingKey, ROUTE_NAMESPACES } from '@/lib/i18n/i18n';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetSessionForTests } from '@/lib/auth/session';
import { clearCachedCompareDataset } from '@/lib/compare-dataset-cache';
import { server } from './mocks/server';

// A request no handler answers is a test bug, not a silent network call.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Screens tested on their own, outside their lazy route, find their catalogues loaded.
beforeAll(() => loadNamespaces(ROUTE_NAMESPACES));

// How long findBy…/waitFor wait before they fail. A wait that passes ends as soon as the page shows
// what it waits for, so this only sets how long a failing one takes to say so. Testing Library's
// default second is less than rendering a whole route with its mocked requests can take while this
// 2-core machine also compiles other work (passing waits of 2–4 s seen at a load average of 16).
// 10 s leaves room for that and still ends well before the test's own limit (vite.config.ts), so a
// failing wait reports its query and the DOM, and stops polling, instead of a bare test timeout.
configure({ asyncUtilTimeout: 10_000 });

// A text asked for by a key that no catalogue has would show the key itself: a test fails on it.
const missingKeys: string[] = [];
// Test files share their worker's modules (vite.config.ts): this file's listener goes with it.
afterAll(onMissingKey((language, namespace, key) => missingKeys.push(`${language} ${namespace}:${key}`)));
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
  server.events.removeAllListeners();
  document.title = '';
  // What a test left outside React's roots goes too: the <svg> a chart adds to measure its labels
  // holds their text, which a later getByText would find; a dialog's class on <body>.
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
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
// A whole-year download a test left in flight may have begun storing its year as the clean-up
// above ran. Once the test's query client is cleared (renderRoute's onTestFinished, after these
// hooks), its queries are cancelled and none stores anything more: what began before is in the
// cache's queue ahead of this clear, and each test starts from an empty cache.
beforeEach(() => clearCachedCompareDataset());
afterAll(() => server.close());
