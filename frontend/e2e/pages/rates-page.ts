import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout';

/** Latest Rate Changes (/rates): the intro and the filterable table of the latest filings. */
export class RatesPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly table: Locator;
  readonly companyFilter: Locator;
  /** The 'Sort by' list, which stands in for the header buttons while the table is stacked (phones). */
  readonly sortBy: Locator;
  /** The link to the open data. */
  readonly downloadThisData: Locator;
  /** The visible feed links, 'Follow new rate filings (feed)' and the like. */
  readonly followLinks: Locator;
  /** The Atom feeds the page announces in the document head. */
  readonly headFeeds: Locator;
  /** 'Only filings open for comment', shown while public commenting is on. */
  readonly openForComment: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Latest Rate Changes' });
    this.table = page.getByRole('table');
    this.companyFilter = page.getByLabel('Filter by company', { exact: true });
    this.sortBy = page.getByRole('combobox', { name: 'Sort by' });
    this.downloadThisData = page.getByRole('link', { name: 'Download this data', exact: true });
    this.followLinks = page.getByRole('main').getByRole('link', { name: /^Follow .* \(feed\)$/ });
    this.headFeeds = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    this.openForComment = page.getByRole('checkbox', { name: 'Only filings open for comment' });
  }

  async open(): Promise<void> {
    await this.layout.open('/rates');
  }

  /** The table's body rows. */
  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /** The text of one column's cells, row by row. */
  columnTexts(column: 'Status' | 'Date' | 'Company' | 'Insurance Type' | 'Rate'): Promise<string[]> {
    return this.rows().locator(`td[data-label="${column}"]`).allInnerTexts();
  }

  /** Ticks or clears 'Only filings open for comment' as a person does: USWDS draws the box on its label. */
  async toggleOpenForComment(): Promise<void> {
    await this.page.locator('label[for="open-for-comment"]').click();
  }

  /**
   * Each row's tracking number (from its Details link) with its countdown, '12 days left to
   * comment' or null.
   */
  async countdowns(): Promise<Array<[string, string | null]>> {
    return this.rows().evaluateAll((rows) =>
      rows.map((row) => {
        const details = row.querySelector('a[aria-label^="Details for filing "]')?.getAttribute('aria-label') ?? '';
        const status = row.querySelector('td[data-label="Status"]')?.textContent ?? '';
        const countdown = /(\d+ days? left to comment)$/.exec(status.trim());
        return [details.replace('Details for filing ', ''), countdown ? countdown[1]! : null] as [string, string | null];
      }),
    );
  }

  /** Status badges that have a description open a popover: they are disclosure buttons. */
  statusBadgeButtons(): Locator {
    return this.table.locator('tbody button[aria-expanded]');
  }

  /** The 'Details' links, named 'Details for filing {tracking number}'. */
  detailsLinks(): Locator {
    return this.table.getByRole('link', { name: /^Details for filing / });
  }
}
