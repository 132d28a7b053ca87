import type { Locator, Page } from 'playwright-core';
import { SiteLayout } from './site-layout';

/** Quality Measures (/measures): one card with the stored note and a 'See Report' button. */
export class MeasuresPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  /** The card: the list item holding the page's heading. */
  readonly card: Locator;

  constructor(
    readonly page: Page,
    /** The page's heading in the language shown ('Medidas de calidad' in Spanish). */
    headingName = 'Quality Measures',
  ) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: headingName });
    this.card = page.getByRole('listitem').filter({ has: this.heading });
  }

  async open(): Promise<void> {
    await this.layout.open('/measures');
  }

  /** Shows the site in `language` with the header's switch ('English' / 'Español', issue 21). */
  async chooseLanguage(name: 'English' | 'Español'): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
    await this.page.waitForFunction((lang) => document.documentElement.lang === lang, name === 'Español' ? 'es' : 'en');
  }

  /** The note as shown in the card. */
  async noteText(): Promise<string> {
    return (await this.card.locator('.usa-card__body').innerText()).trim();
  }
}
