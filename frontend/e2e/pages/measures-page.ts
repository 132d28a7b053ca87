import { expect, type Locator, type Page } from '@playwright/test';
import { SiteLayout } from './site-layout';

/** Quality Measures (/measures): one card with the stored note and a 'See Report' button. */
export class MeasuresPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  /** The card: the list item holding the page's heading. */
  readonly card: Locator;
  /** The stored note, as the card shows it. */
  readonly note: Locator;

  constructor(
    readonly page: Page,
    /** The page's heading in the language shown ('Medidas de calidad' in Spanish). */
    headingName = 'Quality Measures',
  ) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: headingName });
    this.card = page.getByRole('listitem').filter({ has: this.heading });
    this.note = this.card.locator('.usa-card__body');
  }

  async open(): Promise<void> {
    await this.layout.open('/measures');
  }

  /** Shows the site in `language` with the header's switch ('English' / 'Español'). */
  async chooseLanguage(name: 'English' | 'Español'): Promise<void> {
    await this.page.getByRole('button', { name, exact: true }).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', name === 'Español' ? 'es' : 'en');
  }
}
