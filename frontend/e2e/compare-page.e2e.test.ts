import { ComparePage } from './pages/compare-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

/** Plan rows read '$412.35 | Plan name' (SPEC 2.5). */
const PLAN_TITLE = /^\$\d{1,3}(,\d{3})*\.\d{2} \| \S.*$/;

const premium = (title: string) => Number(title.slice(1, title.indexOf(' |')).replace(/,/g, ''));

test.describe(`Compare Plans against ${e2eConfig.baseUrl} (SPEC 2.5, 4.6, 5.1)`, () => {
  test('searches by keyboard alone and shows companies by name with plans cheapest first', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.open();

    // Year: the first option after the placeholder is the newest year; choosing it loads the dataset.
    await compare.year.focus();
    await page.keyboard.press('ArrowDown');
    await compare.layout.waitUntilSettled();
    await page.keyboard.press('Tab');
    await expect(compare.location).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('35');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // 'What is this?'
    await page.keyboard.press('Tab'); // All Levels
    for (let level = 0; level < 6; level += 1) await page.keyboard.press('Tab');
    await expect(compare.searchNow).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(compare.results).toBeVisible();
    // Focus lands on the results heading, so the next Tab reaches the first plan.
    const heading = compare.results.getByRole('heading', { level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(/^\d{4} Results:$/);

    await compare.allPlanTitles();
    const companies = await compare.companies();
    expect(companies.length).toBeGreaterThan(0);
    expect(companies).toEqual([...companies].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const company of companies) {
      const titles = await compare.planRows(company).allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toMatch(PLAN_TITLE);
      const premiums = titles.map(premium);
      expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    }

    await page.keyboard.press('Tab');
    const first = compare.planRows().first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(details.getByText('Premium', { exact: true })).toHaveCount(1);
    await expect(details.getByText('Max Out of Pocket Individual/Family')).toHaveCount(1);
    const companyInfo = details.getByRole('link', { name: /^Company info/ });
    await expect(companyInfo).toHaveAttribute('href', /^\/company\/\d+$/);
  });

  test('restores and reruns the saved search after a reload (comparePlans cookie, 1 hour, path /)', async ({ page, context }) => {
    const compare = new ComparePage(page);
    await compare.searchFirstCounty();
    // Other test files upload plans meanwhile: compare the reload with the stored year it reads,
    // not with the county slice the first search painted from.
    const before = await compare.searchAgainFromStoredYear();

    const cookie = (await context.cookies()).find((c) => c.name === 'comparePlans');
    expect(cookie?.path).toBe('/');
    const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(3500);
    expect(secondsLeft).toBeLessThanOrEqual(3600);

    await page.reload();
    await expect(compare.results).toBeVisible();
    await expect(compare.age).toHaveValue('40');
    expect(await compare.allPlanTitles()).toEqual(before);
  });

  test('keeps the year’s dataset in IndexedDB healthratesDB/healthratesStore (SPEC 4.6)', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.searchFirstCounty();
    const year = Number(await compare.year.inputValue());
    // Stored once the first results are painted.
    await expect.poll(() => compare.storedYear(), { timeout: 30_000 }).toBe(year);

    const stored = await page.evaluate(
      () =>
        new Promise<{ keys: string[]; year: unknown; age: number }>((resolve, reject) => {
          const open = indexedDB.open('healthratesDB');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('healthratesStore').objectStore('healthratesStore');
            const keys = store.getAllKeys();
            const data = store.get('data');
            const timestamp = store.get('timestamp');
            store.transaction.oncomplete = () =>
              resolve({
                keys: (keys.result as string[]).sort(),
                year: (data.result as { compareYear: unknown }).compareYear,
                age: Date.now() - (timestamp.result as number),
              });
          };
        }),
    );
    expect(stored.keys).toEqual(['data', 'timestamp']);
    expect(stored.year).toBe(year);
    expect(stored.age).toBeGreaterThanOrEqual(0);
    expect(stored.age).toBeLessThan(60_000);
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations with results, an open plan and the metal-level help', async ({ page }) => {
        await page.setViewportSize({ width, height });
        const compare = new ComparePage(page);
        await compare.searchFirstCounty();
        await compare.planRows().first().click();
        await expect(compare.planRows().first()).toHaveAttribute('aria-expanded', 'true');
        await page.getByRole('button', { name: 'What is this?' }).click();

        await expectNoViolations(page, `/compare with results at ${width} px`);
      });
    });
  }
});
