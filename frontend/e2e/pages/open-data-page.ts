import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout';

/** Open data (/data): a section per data set with its downloads and columns, the feeds, the API. */
export class OpenDataPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly follow: Locator;
  readonly developers: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Open data' });
    this.follow = page.getByRole('region', { name: 'Follow new filings', exact: true });
    this.developers = page.getByRole('region', { name: 'For developers', exact: true });
  }

  async open(): Promise<void> {
    await this.layout.open('/data');
  }

  /** The section of one data set, by its title. */
  dataset(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** A data set's download links, 'Download {data set} as CSV (1.2 MB)'. */
  downloadLinks(dataset: Locator): Locator {
    return dataset.getByRole('link', { name: /^Download / });
  }

  /** Opens every 'Columns in this file' disclosure, so that their tables show. */
  async openColumnDictionaries(): Promise<void> {
    for (const summary of await this.page.locator('main summary').all()) await summary.click();
  }
}
