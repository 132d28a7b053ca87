import { expect, type Locator, type Page } from '@playwright/test';

/** What every public screen shares: skip link, header, sub-navigation, footer. */
export class SiteLayout {
  readonly page: Page;
  readonly skipLink: Locator;
  readonly header: Locator;
  readonly subNav: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  /** The full-page loading overlay (SPEC 2.4, 2.5). */
  readonly loading: Locator;

  constructor(page: Page) {
    this.page = page;
    this.skipLink = page.getByRole('link', { name: 'Skip to main content' });
    this.header = page.getByRole('banner');
    this.subNav = page.getByRole('navigation', { name: 'Site sections' });
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
    this.loading = page.getByRole('status');
  }

  /** Opens a path and waits until the layout is up and no overlay covers the page. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.footer).toBeVisible();
    await this.waitUntilSettled();
  }

  async waitUntilSettled(): Promise<void> {
    await expect(this.loading).toHaveCount(0, { timeout: 30_000 });
  }

  /** A sub-navigation link that opens in a new tab, by its visible text. */
  externalLink(label: string): Locator {
    return this.subNav.getByRole('link', { name: `${label} (opens in a new tab)`, exact: true });
  }

  /** The sub-navigation link marked as the current page. */
  currentSubNavLink(): Locator {
    return this.subNav.locator('a[aria-current="page"]');
  }
}
