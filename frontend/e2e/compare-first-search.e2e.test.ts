import type { Page, Request, Route } from '@playwright/test';
import { ComparePage } from './pages/compare-page';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

/** The year's whole dataset, `/ws/compare-plans/{year}`, as opposed to a county slice. */
const YEAR_DATASET = /\/ws\/compare-plans\/\d{4}$/;
/** A county slice, `/ws/compare-plans/{year}/counties/{countyId}`. */
const COUNTY_SLICE = /\/ws\/compare-plans\/\d{4}\/counties\/\d+$/;

/** The paths of the API requests the page makes from now on. */
function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/ws/')) paths.push(path);
  });
  return paths;
}

const compareData = (paths: string[]) => paths.filter((path) => path.startsWith('/ws/compare-plans/'));

/** Fills the form for the county at `countyIndex` (1 = first), age 40, no tobacco, and searches. */
async function searchCounty(compare: ComparePage, countyIndex: number): Promise<void> {
  await compare.location.selectOption({ index: countyIndex });
  await compare.age.fill('40');
  await compare.tobacco.selectOption('N');
  await compare.searchNow.click();
  await expect(compare.results).toBeVisible();
}

test.describe(`Compare Plans, a first search on a slow phone against ${e2eConfig.baseUrl}`, () => {
  test('paints from the county slice, then stores the year, and answers the next search with no request', async ({ page }) => {
    const compare = new ComparePage(page);
    const requested = recordApiRequests(page);
    // The whole year is held back until the results are on screen: they cannot have come from it.
    let releaseYear!: () => void;
    const yearHeld = new Promise<void>((resolve) => {
      releaseYear = resolve;
    });
    await page.route(YEAR_DATASET, async (route: Route) => {
      await yearHeld;
      await route.continue();
    });

    await compare.open();
    await compare.year.selectOption({ index: 1 });
    const year = Number(await compare.year.inputValue());
    await searchCounty(compare, 1);
    const firstResults = await compare.allPlanTitles();
    expect(firstResults.length).toBeGreaterThan(0);
    expect(requested.filter((path) => COUNTY_SLICE.test(path))).toHaveLength(1);
    await expect(page.getByText('Loading plan comparison…')).toHaveCount(0);
    // The gateway's preloads (Link headers) are what the page used: each list was asked for once.
    for (const list of ['/ws/site-profile', '/ws/get-years', '/ws/counties', '/ws/getCurrentYear']) {
      expect(requested.filter((path) => path === list), list).toHaveLength(1);
    }

    releaseYear();
    await expect.poll(() => compare.storedYear(), { timeout: 30_000 }).toBe(year);
    expect(requested.filter((path) => YEAR_DATASET.test(path))).toEqual([`/ws/compare-plans/${year}`]);
    // The download changed nothing on screen.
    expect(await compare.allPlanTitles()).toEqual(firstResults);

    const before = requested.length;
    await searchCounty(compare, 2);
    await compare.age.fill('63');
    await compare.searchNow.click();
    await expect(compare.results).toBeVisible();
    expect(compareData(requested.slice(before))).toEqual([]);
  });

  test('restores the saved search after a reload from the stored year, with no request', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.open();
    await compare.year.selectOption({ index: 1 });
    await searchCounty(compare, 1);
    const shown = await compare.searchAgainFromStoredYear();

    const requested = recordApiRequests(page);
    await page.reload();
    await expect(compare.results).toBeVisible();
    expect(await compare.allPlanTitles()).toEqual(shown);
    expect(compareData(requested)).toEqual([]);
  });

  test('keeps the results when the background download fails, and downloads the year on the next search', async ({ page }) => {
    const compare = new ComparePage(page);
    const requested = recordApiRequests(page);
    let refusals = 0;
    await page.route(YEAR_DATASET, async (route: Route) => {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is unavailable.' } }),
      });
      refusals += 1;
    });
    await compare.open();
    await compare.year.selectOption({ index: 1 });
    const year = Number(await compare.year.inputValue());
    await searchCounty(compare, 1);
    const shown = await compare.allPlanTitles();

    // The download and its one retry fail; nothing on screen changes and no error is shown.
    await expect.poll(() => requested.filter((path) => YEAR_DATASET.test(path)).length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => refusals).toBe(2);
    // Time is the subject here: nothing marks the moment the page has finished with the second
    // refusal, and what is checked is that it does nothing with it. Half a second after the
    // refusal was delivered, the page has had the time to show an error or change the results,
    // and must not have.
    await page.waitForTimeout(500);
    expect(await compare.allPlanTitles()).toEqual(shown);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await compare.storedYear()).toBeNull();

    await page.unroute(YEAR_DATASET);
    await searchCounty(compare, 2);
    await expect.poll(() => compare.storedYear(), { timeout: 30_000 }).toBe(year);
    expect(requested.filter((path) => YEAR_DATASET.test(path))).toHaveLength(3);
  });
});
