import { expect, type Locator, type Page } from '@playwright/test';

/** The name of a rate history chart, its figure and its table. */
export const chartTitle = (productName: string, typeOfInsurance: string) =>
  `Requested rate changes of ${productName}, ${typeOfInsurance}, by submission date`;

/**
 * The 'Rate History' section of the Company Page and the Rate Page: per product and
 * type of insurance a figure holding the 'Show as table' toggle and either the chart (an
 * `svg role="img"` with its points as focusable images above it) or the table.
 */
export class RateHistorySection {
  readonly region: Locator;
  /** Every chart or table of the section, each in its figure. */
  readonly figures: Locator;
  /** Points named 'This filing, …': the Rate Page's own filing. */
  readonly currentPoints: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Rate History', exact: true });
    this.figures = this.region.getByRole('figure');
    this.currentPoints = this.region.getByRole('img', { name: /^This filing, / });
  }

  /** The figure of one product and type of insurance. */
  figure(productName: string, typeOfInsurance: string): Locator {
    return this.region.getByRole('figure', { name: chartTitle(productName, typeOfInsurance), exact: true });
  }

  /** The chart picture of a figure: the `svg role="img"` with title and description. */
  chart(figure: Locator): Locator {
    return figure.locator('svg[role="img"]');
  }

  /** The focusable points of a figure's chart, oldest first. */
  points(figure: Locator): Locator {
    return figure.getByRole('group', { name: /^Filings of the chart, one point each: / }).getByRole('img');
  }

  /** The 'Show as table' toggle of a figure. */
  toggle(figure: Locator): Locator {
    return figure.getByRole('button', { name: 'Show as table', exact: true });
  }

  /** The table a figure shows while its toggle is pressed. */
  table(figure: Locator): Locator {
    return figure.getByRole('table');
  }

  /** The body rows of a figure's table, oldest first. */
  tableRows(figure: Locator): Locator {
    return this.table(figure).locator('tbody tr');
  }

  /** The tooltip of the hovered or focused point (hidden from assistive technology, shown to the eye). */
  tooltip(figure: Locator): Locator {
    return figure.locator('[aria-hidden="true"]').filter({ hasText: 'Implementation requested' });
  }

  /** Waits until every figure of the section has drawn its chart or its notice. */
  async waitUntilDrawn(): Promise<void> {
    await expect(this.region).toBeVisible();
    await expect(this.region.getByText('Loading the rate history…')).toHaveCount(0, { timeout: 30_000 });
  }
}
