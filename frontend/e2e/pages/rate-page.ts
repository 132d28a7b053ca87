import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { RateHistorySection } from './rate-history';
import { SiteLayout } from './site-layout';

/** The terms of the Rate Page's two description lists (SPEC 2.9), in their order. */
export const RATE_PAGE_TERMS = [
  'Product',
  'Type of Insurance',
  'Product Name',
  'Market Type',
  'Group Market Size',
  'Group Market Type',
  'Tracking Number',
  'Submission Date',
  'Implementation Date Requested',
  'Status',
  'Company Tracking Number',
  'Number of Policy Holders Affected',
  'Maximum % Change',
  'Minimum % Change',
] as const;

export type RatePageTerm = (typeof RATE_PAGE_TERMS)[number];

/** What "What this means for you" is asked: a county by name, an age and tobacco use. */
export type PremiumQuestion = { county: string; age: number; tobacco: 'Yes' | 'No' };

/** The answer as shown: the table's rows (plan, level, before, after, change $, change %) and the rest. */
export type PremiumAnswer = {
  caption: string;
  rows: string[][];
  /** The sentence with the median change. */
  summary: string;
  /** The items of 'New in {year}' and 'Discontinued after {year}', when shown. */
  newPlans: string[];
  discontinuedPlans: string[];
};

/**
 * Rate Page (/company/{companyProductPk}/rate/{filingId}/{companyPk}/{toiId}): one filing,
 * its attachments and comments, the 'Type a comment' dialog and the receipt that follows it, and,
 * on an individual-market filing, "What this means for you".
 */
export class RatePage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly companyInfoLink: Locator;
  readonly latestRatesLink: Locator;
  readonly attachmentsTable: Locator;
  readonly commentsRegion: Locator;
  readonly commentButton: Locator;
  /** The receipt shown on the page after a comment was accepted. */
  readonly receipt: Locator;
  readonly dialog: Locator;
  readonly commentField: Locator;
  readonly submitButton: Locator;
  readonly closeButton: Locator;
  /** The server's refusal, shown inside the dialog. */
  readonly refusal: Locator;
  /** "What this means for you", on individual-market filings. */
  readonly premiumChange: Locator;
  readonly premiumLocation: Locator;
  readonly premiumAge: Locator;
  readonly showPremiums: Locator;
  /** The answer's table of plans offered in both years. */
  readonly premiumTable: Locator;
  /** The chart of the filing among its product's filings. */
  readonly rateHistory: RateHistorySection;
  /** The 'Comment received' dialog that follows an accepted comment. */
  readonly receiptDialog: Locator;
  /** The receipt code in that dialog. */
  readonly receiptCode: Locator;
  readonly copyCodeButton: Locator;
  /** What Copy code did, announced in the dialog's status region. */
  readonly copyNotice: Locator;
  /** The link to /comment-status carrying the code. */
  readonly statusLink: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Rate Information' });
    this.companyInfoLink = page.getByRole('link', { name: 'Company info', exact: true });
    this.latestRatesLink = page.getByRole('link', { name: 'See all latest rates', exact: true });
    this.attachmentsTable = page.getByRole('table', { name: /^Filing attachments/ });
    this.commentsRegion = page.getByRole('region', { name: 'Comments', exact: true });
    this.commentButton = page.getByRole('button', { name: 'Comment', exact: true });
    this.receipt = page.locator('.usa-alert--success').filter({ hasText: 'Comment received' });
    this.dialog = page.getByRole('dialog', { name: 'Type a comment' });
    this.commentField = this.dialog.getByLabel('Comment', { exact: true });
    this.submitButton = this.dialog.getByRole('button', { name: 'Submit', exact: true });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close', exact: true });
    this.refusal = this.dialog.getByRole('alert');
    this.premiumChange = page.getByRole('region', { name: 'What this means for you', exact: true });
    this.premiumLocation = this.premiumChange.getByLabel('Location', { exact: true });
    this.premiumAge = this.premiumChange.getByLabel('Age', { exact: true });
    this.showPremiums = this.premiumChange.getByRole('button', { name: 'Show my premiums', exact: true });
    this.premiumTable = this.premiumChange.getByRole('table');
    this.rateHistory = new RateHistorySection(page);
    this.receiptDialog = page.getByRole('dialog', { name: 'Comment received' });
    this.receiptCode = this.receiptDialog.locator('p', { hasText: /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/ });
    this.copyCodeButton = this.receiptDialog.getByRole('button', { name: 'Copy code', exact: true });
    this.copyNotice = this.receiptDialog.getByRole('status');
    this.statusLink = this.receiptDialog.getByRole('link', { name: 'Check your comment’s status', exact: true });
  }

  /** Opens a Rate Page by its address and waits until it has loaded. */
  async open(path: string): Promise<void> {
    await this.layout.open(path);
  }

  /** The value beside a term of the description lists. */
  factValue(term: RatePageTerm): Locator {
    const dt = this.layout.main.locator('dt').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) });
    return dt.locator('xpath=following-sibling::dd[1]');
  }

  /** The attachments table's body rows. */
  attachmentRows(): Locator {
    return this.attachmentsTable.locator('tbody tr');
  }

  /** The file links of the attachments table, in the order shown. */
  attachmentLinks(): Locator {
    return this.attachmentsTable.locator('tbody a');
  }

  /** Opens the 'Type a comment' dialog and waits for it. */
  async openCommentDialog(): Promise<void> {
    await this.commentButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Closes the 'Comment received' dialog and waits until it has gone. */
  async closeReceipt(): Promise<void> {
    await this.receiptDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.receiptDialog).toHaveCount(0);
  }

  /** Presses Submit and resolves with the server's answer to `POST /comments`. */
  async submitComment(): Promise<Response> {
    const answer = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/comments'),
    );
    await this.submitButton.click();
    return answer;
  }

  /** Fills in "What this means for you" as a mouse user would, presses the button and reads the answer. */
  async askPremiums({ county, age, tobacco }: PremiumQuestion): Promise<PremiumAnswer> {
    await this.premiumLocation.selectOption({ label: county });
    await this.premiumAge.fill(String(age));
    // The USWDS radio is drawn on its label; the input itself sits off screen.
    await this.premiumChange.locator('label.usa-radio__label', { hasText: new RegExp(`^${tobacco}$`) }).click();
    await expect(this.premiumChange.getByRole('radio', { name: tobacco, exact: true }), `tobacco use '${tobacco}'`).toBeChecked();
    await this.showPremiums.click();
    const heading = this.premiumChange.getByRole('heading', { level: 3 });
    await expect(heading).toBeVisible();
    const list = (name: RegExp) =>
      this.premiumChange.getByRole('heading', { level: 4, name }).locator('xpath=following-sibling::ul[1]/li');
    const hasTable = (await this.premiumTable.count()) > 0;
    return {
      caption: hasTable ? ((await this.premiumTable.locator('caption').textContent()) ?? '').trim() : '',
      rows: hasTable
        ? await this.premiumTable
            .locator('tbody tr')
            .evaluateAll((rows) =>
              rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
            )
        : [],
      summary: ((await heading.locator('xpath=following-sibling::p[1]').textContent()) ?? '').trim(),
      newPlans: (await list(/^New in /).allTextContents()).map((text) => text.trim()),
      discontinuedPlans: (await list(/^Discontinued after /).allTextContents()).map((text) => text.trim()),
    };
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
