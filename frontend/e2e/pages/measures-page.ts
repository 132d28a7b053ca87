import type { Locator, Page } from 'playwright-core';
import { SiteLayout } from './site-layout';

/** Quality Measures (/measures): one card with the stored note and a 'See Report' button. */
export class MeasuresPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  /** The card: the list item holding the page's heading. */
  readonly card: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Quality Measures' });
    this.card = page.getByRole('listitem').filter({ has: this.heading });
  }

  async open(): Promise<void> {
    await this.layout.open('/measures');
  }

  /** The note as shown in the card. */
  async noteText(): Promise<string> {
    return (await this.card.locator('.usa-card__body').innerText()).trim();
  }
}
