import type { Page, Request, Route } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ComparePage } from './pages/compare-page';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';

/** The year's whole dataset, `/ws/compare-plans/{year}`, as opposed to a county slice. */
const YEAR_DATASET = /\/ws\/compare-plans\/\d{4}$/;
/** A county slice, `/ws/compare-plans/{year}/counties/{countyId}` (issue 18). */
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
  await compare.results.waitFor();
}

describe(`Compare Plans, a first search on a slow phone (issue 18) against ${e2eConfig.baseUrl}`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('paints from the county slice, then stores the year, and answers the next search with no request', async () => {
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
    await expect(page.getByText('Loading plan comparison…').count()).resolves.toBe(0);
    // The gateway's preloads (Link headers) are what the page used: each list was asked for once.
    for (const list of ['/ws/site-profile', '/ws/get-years', '/ws/counties', '/ws/getCurrentYear']) {
      expect(requested.filter((path) => path === list), list).toHaveLength(1);
    }

    releaseYear();
    await expect.poll(() => compare.storedYear(), { timeout: 30_000 }).toBe(year);
    expect(requested.filter((path) => YEAR_DATASET.test(path))).toEqual([`/ws/compare-plans/${year}`]);
    // The download changed nothing on screen.
    await expect(compare.allPlanTitles()).resolves.toEqual(firstResults);

    const before = requested.length;
    await searchCounty(compare, 2);
    await compare.age.fill('63');
    await compare.searchNow.click();
    await compare.results.waitFor();
    expect(compareData(requested.slice(before))).toEqual([]);
  });

  it('restores the saved search after a reload from the stored year, with no request', async () => {
    const compare = new ComparePage(page);
    await compare.open();
    await compare.year.selectOption({ index: 1 });
    await searchCounty(compare, 1);
    const shown = await compare.searchAgainFromStoredYear();

    const requested = recordApiRequests(page);
    await page.reload();
    await compare.results.waitFor();
    await expect(compare.allPlanTitles()).resolves.toEqual(shown);
    expect(compareData(requested)).toEqual([]);
  });

  it('keeps the results when the background download fails, and downloads the year on the next search', async () => {
    const compare = new ComparePage(page);
    const requested = recordApiRequests(page);
    await page.route(YEAR_DATASET, (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'The service is unavailable.' } }),
      }),
    );
    await compare.open();
    await compare.year.selectOption({ index: 1 });
    const year = Number(await compare.year.inputValue());
    await searchCounty(compare, 1);
    const shown = await compare.allPlanTitles();

    // The download and its one retry fail; nothing on screen changes and no error is shown.
    await expect.poll(() => requested.filter((path) => YEAR_DATASET.test(path)).length, { timeout: 15_000 }).toBe(2);
    await page.waitForTimeout(500);
    await expect(compare.allPlanTitles()).resolves.toEqual(shown);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(compare.storedYear()).resolves.toBeNull();

    await page.unroute(YEAR_DATASET);
    await searchCounty(compare, 2);
    await expect.poll(() => compare.storedYear(), { timeout: 30_000 }).toBe(year);
    expect(requested.filter((path) => YEAR_DATASET.test(path))).toHaveLength(3);
  });
});
