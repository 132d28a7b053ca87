import type { Locator, Page } from '@playwright/test';
import { RateHistorySection } from './rate-history';
import { SiteLayout } from './site-layout';

/** Company Page (/company/{companyProductPk}): company and product information, and its rate filings. */
export class CompanyPage {
  readonly layout: SiteLayout;
  /** The company name, or 'Company Information' when there is nothing to show. */
  readonly heading: Locator;
  readonly compareMorePlans: Locator;
  readonly companyInformation: Locator;
  readonly productInformation: Locator;
  readonly rateFilingData: Locator;
  /** The charts of the products' rate filings. */
  readonly rateHistory: RateHistorySection;
  readonly noDataFound: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.compareMorePlans = page.getByRole('link', { name: 'Compare more plans', exact: true });
    this.companyInformation = page.getByRole('region', { name: 'Company Information', exact: true });
    this.productInformation = page.getByRole('region', { name: 'Product Information', exact: true });
    this.rateFilingData = page.getByRole('region', { name: 'Rate Filing Data', exact: true });
    this.rateHistory = new RateHistorySection(page);
    this.noDataFound = page.getByText('No data found.', { exact: true });
  }

  /** Opens the page of a company product; `key` may be anything an address can hold. */
  async open(key: string | number): Promise<void> {
    await this.layout.open(`/company/${key}`);
  }

  /** The value of a Company Information term ('Address', 'Phone', 'Website', 'Solvency'). */
  detail(term: string): Locator {
    return this.companyInformation.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  /** The items of a Product Information list ('Products' or 'Types of Insurance'). */
  listItems(name: 'Products' | 'Types of Insurance'): Locator {
    return this.productInformation.getByRole('list', { name, exact: true }).getByRole('listitem');
  }

  /** One table per type of insurance that has filings. */
  filingTables(): Locator {
    return this.rateFilingData.getByRole('table');
  }

  /** The headings of the filing tables: the types of insurance. */
  filingTableHeadings(): Locator {
    return this.rateFilingData.getByRole('heading', { level: 3 });
  }

  /** The 'Details' links of all filing tables, named 'Details for filing {tracking number}'. */
  detailsLinks(): Locator {
    return this.rateFilingData.getByRole('link', { name: /^Details for filing / });
  }

  /** The company products of the filing tables' rows (from their Details links), each once. */
  async productsWithFilings(): Promise<number[]> {
    const hrefs = await this.detailsLinks().evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const keys = hrefs.map((href) => Number(/^\/company\/(\d+)\/rate\//.exec(href)?.[1]));
    return [...new Set(keys)];
  }
}
