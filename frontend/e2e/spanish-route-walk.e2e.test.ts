// Every public route walked in Spanish, failing on any visible text that
// is still the English catalogue's (a catalogue diff: the English texts whose Spanish differs)
// and on any catalogue key shown in place of its text. Each route is reached in the state that
// shows the most text (results searched, dialog open), and every finding names its route.
import { expect, type Page } from '@playwright/test';
import { ComparePage } from './pages/compare-page';
import { SiteLayout } from './pages/site-layout';
import { e2eConfig } from './support/config';
import { findLeftovers, formatLeftovers, type Leftover, visibleTexts } from './support/english-leftovers';
import { test } from './support/fixtures';
import { findOpenFiling } from './support/hostile-comments';
import { chooseLanguage } from './support/language';
import { openCommentDialog } from './support/spanish-screens';

/** A route of the walk: its name in the report, its address, what to do there before reading. */
type Stop = { name: string; path: string; then?: (page: Page) => Promise<void> };

async function stops(): Promise<Stop[]> {
  const open = await findOpenFiling();
  const companyPath = open.ratePagePath.replace(/\/rate\/.*$/, '');
  return [
    { name: 'Home', path: '/' },
    { name: 'Compare Plans with results', path: '/compare', then: (page) => new ComparePage(page).searchFirstCountyInAnyLanguage() },
    { name: 'Quality Measures', path: '/measures' },
    { name: 'Latest Rates', path: '/rates' },
    { name: 'Latest Rates open for comment', path: '/rates?comments=open' },
    { name: 'Company Page', path: companyPath },
    { name: 'Rate Page', path: open.ratePagePath },
    { name: 'Rate Page with the comment dialog', path: open.ratePagePath, then: openCommentDialog },
    { name: 'Rate Page of no filing', path: '/company/1/rate/999999/1/1' },
    { name: 'Open data', path: '/data' },
    { name: 'Comment status', path: '/comment-status' },
    { name: 'Not found', path: '/no-such-page-in-spanish' },
  ];
}

/** Reads one route in the language shown; a step that fails is a finding too, and the walk goes on. */
async function readRoute(page: Page, { name, path, then }: Stop): Promise<Leftover[]> {
  const where = `${name} (${path})`;
  try {
    await new SiteLayout(page).open(path);
    if (then) await then(page);
    return findLeftovers(where, await visibleTexts(page));
  } catch (error) {
    return [{ where, text: '', why: `could not be read: ${(error as Error).message.split('\n')[0]}` }];
  }
}

test.describe(`every public route in Spanish against ${e2eConfig.baseUrl}`, () => {
  test('shows no English catalogue text and no catalogue key on any public route', async ({ page }) => {
    test.setTimeout(240_000);
    await new SiteLayout(page).open('/');
    await chooseLanguage(page, 'es');

    const leftovers: Leftover[] = [];
    for (const stop of await stops()) leftovers.push(...(await readRoute(page, stop)));

    // The screen shown when the site cannot start (its profile did not load): reached by the
    // browser losing that one call.
    await page.route('**/ws/site-profile', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    leftovers.push(...findLeftovers('Error screen (site profile unreachable)', await visibleTexts(page)));
    await page.unroute('**/ws/site-profile');

    expect(leftovers, formatLeftovers(leftovers)).toEqual([]);
  });
});
