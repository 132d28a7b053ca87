import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** Compare Years (/secured/compare-years, SPEC 2.17): the notice, Reset Cache and the years table. */
export class AdminCompareYearsPage {
  readonly heading: Locator;
  readonly notice: Locator;
  readonly resetButton: Locator;
  readonly table: Locator;
  readonly resetStarted: Locator;
  /** Said once every year's comparison has been asked for again. */
  readonly warmed: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Compare Years' });
    this.notice = page.getByText(/^Considerations: /);
    this.resetButton = page.getByRole('button', { name: 'Reset Cache', exact: true });
    this.table = page.getByRole('table', { name: /^Compare years/ });
    this.resetStarted = page.locator('.usa-alert', { has: page.getByRole('heading', { name: 'Reset Cache Started!' }) });
    this.warmed = page.getByText(/comparison has been asked for again/);
    this.error = page.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto('/secured/compare-years');
    await this.waitUntilLoaded();
  }

  /** Waits for the heading and for the table with its years. */
  async waitUntilLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await expect(this.table).toBeVisible({ timeout: 30_000 });
    await expect(this.table.locator('tbody th').first()).toBeVisible();
  }

  /** The years the table lists, in its order. */
  async years(): Promise<number[]> {
    const cells = await this.table.locator('tbody th').allInnerTexts();
    return cells.map((text) => Number(text.trim()));
  }

  /** A year's isActive checkbox ('{year} Active'). */
  activeBox(year: number): Locator {
    return this.table.getByRole('checkbox', { name: `${year} Active`, exact: true });
  }

  /**
   * Clicks a year's checkbox (by its label: the USWDS box is drawn on the label) and
   * resolves with the answer to the save.
   */
  async toggle(year: number): Promise<Response> {
    const answer = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/update/compare-year'),
    );
    await this.table.locator('label', { hasText: String(year) }).click();
    return answer;
  }
}
