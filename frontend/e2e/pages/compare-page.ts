import { expect, type Locator, type Page } from '@playwright/test';
import { SiteLayout } from './site-layout';

/** Compare Plans (/compare): the 'Compare plans' form and its results. */
export class ComparePage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly year: Locator;
  readonly location: Locator;
  readonly age: Locator;
  readonly tobacco: Locator;
  readonly searchNow: Locator;
  readonly levels: Locator;
  /** The results section, named by its heading '{year} Results:'. */
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.year = page.getByLabel('Year', { exact: true });
    this.location = page.getByLabel('Location', { exact: true });
    this.age = page.getByLabel('Age', { exact: true });
    this.tobacco = page.getByLabel('Tobacco', { exact: true });
    this.searchNow = page.getByRole('button', { name: 'Search Now' });
    this.levels = page.getByRole('group', { name: 'Level of coverage' });
    this.results = page.getByRole('region', { name: /^\d{4} Results:$/ });
  }

  /** The company names of the result cards, in order. */
  async companies(): Promise<string[]> {
    return this.results.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** The collapsible plan rows ('${rate} | {planName}'), optionally of one company's card. */
  planRows(company?: string): Locator {
    const scope = company ? this.results.getByRole('region', { name: company, exact: true }) : this.results;
    return scope.locator('button[aria-expanded]');
  }

  /**
   * The titles of every plan row, once the whole list is painted: a long list is painted in
   * parts, so this waits until the rows number what the summary line ('52 plans from 6
   * companies.') says.
   */
  async allPlanTitles(timeoutMs = 15_000): Promise<string[]> {
    const summary = await this.results.getByRole('status').first().textContent({ timeout: timeoutMs });
    const expected = Number(/^(\d+) plans? from/.exec(summary ?? '')?.[1] ?? 0);
    await expect
      .poll(() => this.planRows().count(), { message: `plan rows painted of '${summary}'`, timeout: timeoutMs })
      .toBeGreaterThanOrEqual(expected);
    return this.planRows().allTextContents();
  }

  /**
   * What each plan row reads, line by line as laid out: its title ('${rate} | {planName}') and
   * the line under it that tells variants apart ('' when there is none).
   */
  async planRowLines(company?: string): Promise<{ title: string; figures: string }[]> {
    const lines: { title: string; figures: string }[] = [];
    for (const row of await this.planRows(company).all()) {
      // Cards far below are not laid out until scrolled near (content-visibility), and have no lines yet.
      await row.scrollIntoViewIfNeeded();
      const [title = '', ...rest] = (await row.innerText()).split('\n');
      lines.push({ title: title.trim(), figures: rest.join(' ').trim() });
    }
    return lines;
  }

  async open(): Promise<void> {
    await this.layout.open('/compare');
  }

  /**
   * Opens the page, fills the form for the newest year, the first county, age 40 and no tobacco
   * as a mouse user would (with one level of coverage, when given), searches, and waits for the
   * results.
   */
  async searchFirstCounty(level?: string): Promise<void> {
    await this.open();
    await this.year.selectOption({ index: 1 });
    await this.layout.waitUntilSettled();
    await this.location.selectOption({ index: 1 });
    await this.age.fill('40');
    await this.tobacco.selectOption('N');
    if (level) await this.levels.getByRole('button', { name: level, exact: true }).click();
    await this.searchNow.click();
    await expect(this.results).toBeVisible();
  }

  /**
   * `searchFirstCounty` in whatever language the page shows: the fields by their ids
   * and the form's submit button, not by their English names.
   */
  async searchFirstCountyInAnyLanguage(): Promise<void> {
    const form = this.page.locator('form', { has: this.page.locator('#compare-year') });
    await this.page.locator('#compare-year').selectOption({ index: 1 });
    await this.layout.waitUntilSettled();
    await this.page.locator('#compare-location').selectOption({ index: 1 });
    await this.page.locator('#compare-age').fill('40');
    await this.page.locator('#compare-tobacco').selectOption('N');
    await form.locator('button[type="submit"]').click();
    await expect(this.page.locator('section[aria-labelledby="compare-results-heading"]')).toBeVisible();
  }

  /** Waits until Location holds more than its placeholder, i.e. the counties have loaded. */
  async waitForLocations(timeoutMs = 30_000): Promise<void> {
    // Options are never "visible" to Playwright; being in the select is enough.
    await expect(this.location.locator('option').nth(1)).toBeAttached({ timeout: timeoutMs });
  }

  /**
   * The compare year of the dataset stored in this browser's IndexedDB (SPEC 4.6), or null while
   * there is none: after a first search it arrives once the results are painted.
   */
  storedYear(): Promise<number | null> {
    return this.page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          const open = indexedDB.open('healthratesDB');
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('healthratesStore')) return resolve(null);
            const data = db.transaction('healthratesStore').objectStore('healthratesStore').get('data');
            data.onsuccess = () => resolve((data.result as { compareYear?: number } | undefined)?.compareYear ?? null);
            data.onerror = () => resolve(null);
          };
        }),
    );
  }

  /**
   * Once the year chosen is stored (it downloads after a first search's results are painted),
   * presses Search Now again and returns every plan title, now read from the stored year: what a
   * reload shows, even when the plans changed since the first search's county slice was sent.
   */
  async searchAgainFromStoredYear(timeoutMs = 30_000): Promise<string[]> {
    const year = Number(await this.year.inputValue());
    await expect.poll(() => this.storedYear(), { message: `the ${year} dataset stored`, timeout: timeoutMs }).toBe(year);
    await this.searchNow.click();
    await expect(this.results).toBeVisible();
    return this.allPlanTitles();
  }

  /** The labels of the Location options, placeholder included. */
  async locationOptions(): Promise<string[]> {
    return this.location.locator('option').allTextContents();
  }
}
