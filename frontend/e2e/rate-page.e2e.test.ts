import type { Page } from '@playwright/test';
import { RATE_PAGE_TERMS, RatePage } from './pages/rate-page';
import { RatesPage } from './pages/rates-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';

/** The server's per-client hourly comment limit (its `COMMENT_LIMIT_PER_HOUR`, 5 unless set). */
const COMMENT_LIMIT = Number(process.env.COMMENT_LIMIT_PER_HOUR ?? 5);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SPREADSHEET_OR_PDF = /^application\/(pdf|vnd\.ms-excel|vnd\.openxmlformats-officedocument\.spreadsheetml)/i;
/** SPEC 9 percent display ('+' when positive, '%' after), or the page's mark for a missing figure. */
const PERCENT_OR_MISSING = /^([+-]?\d+(\.\d+)?%|—Not provided)$/;

/** The body of the server's refusals. */
type ErrorBody = { error: { code: string; message: string } };

/**
 * Opens /rates and follows the Details link of the newest filing in the Submitted status:
 * the demo data's newest Submitted filings are within their 30-day comment period.
 */
async function openSubmittedFilingFromRates(page: Page): Promise<{ ratePage: RatePage; trackingNumber: string }> {
  const rates = new RatesPage(page);
  await rates.open();
  await expect(rates.table).toBeVisible();
  // The badge of a Submitted filing is a button (it has a description) named after its status.
  const submitted = rates.rows().filter({ has: page.getByRole('button', { name: /^Submitted\b/ }) }).first();
  const details = submitted.getByRole('link', { name: /^Details for filing / });
  const name = (await details.getAttribute('aria-label')) ?? '';
  const trackingNumber = name.replace(/^Details for filing /, '');
  await details.click();
  const ratePage = new RatePage(page);
  await expect(ratePage.heading).toBeVisible();
  await ratePage.layout.waitUntilSettled();
  return { ratePage, trackingNumber };
}

test.describe(`Rate Page against ${e2eConfig.baseUrl}`, () => {
  test('opens a Submitted filing from /rates and shows its fields (SPEC 2.9)', async ({ page }) => {
    const { ratePage, trackingNumber } = await openSubmittedFilingFromRates(page);

    const path = new URL(page.url()).pathname;
    const [, companyProductPk] = /^\/company\/(\d+)\/rate\/\d+\/\d+\/\d+$/.exec(path) ?? [];
    expect(companyProductPk, path).toBeDefined();
    await expect(ratePage.companyInfoLink).toHaveAttribute('href', `/company/${companyProductPk}`);
    await expect(ratePage.latestRatesLink).toHaveAttribute('href', '/rates');
    for (const term of RATE_PAGE_TERMS) {
      await expect(ratePage.factValue(term), term).toHaveCount(1);
      await expect(ratePage.factValue(term), term).toHaveText(/\S/, { useInnerText: true });
    }
    await expect(ratePage.factValue('Tracking Number')).toHaveText(trackingNumber, { useInnerText: true });
    await expect(ratePage.factValue('Status').getByRole('button')).toHaveText(/^Submitted/, { useInnerText: true });
    await expect(ratePage.factValue('Submission Date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/, { useInnerText: true });
    await expect(ratePage.factValue('Maximum % Change')).toHaveText(PERCENT_OR_MISSING);
    await expect(ratePage.factValue('Minimum % Change')).toHaveText(PERCENT_OR_MISSING);
  });

  test('lists the attachments, each linking to its file', async ({ page }) => {
    const { ratePage } = await openSubmittedFilingFromRates(page);

    await expect(ratePage.attachmentRows()).not.toHaveCount(0);
    const href = (await ratePage.attachmentLinks().first().getAttribute('href')) ?? '';
    const url = new URL(href, page.url());
    const [, key] = /^\/ws\/attachments\/(.+)$/.exec(url.pathname) ?? [];
    expect(key, href).toMatch(UUID);
    await expect(ratePage.attachmentLinks().first()).toHaveAttribute('target', '_blank');

    const file = await page.request.get(url.toString());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(SPREADSHEET_OR_PDF);
  });

  // The two comment tests run in this order: the first comment must be taken, the second test
  // uses up what is left of the browser address's hourly allowance.
  test('takes a comment in the dialog and shows the receipt', async ({ page }) => {
    const { ratePage } = await openSubmittedFilingFromRates(page);

    await ratePage.openCommentDialog();
    await expect(ratePage.submitButton).toBeDisabled();
    await ratePage.commentField.fill('   ');
    await expect(ratePage.submitButton).toBeDisabled();
    await ratePage.commentField.fill(`End-to-end test comment, ${new Date().toISOString()}.\nPlease disregard.`);
    await expect(ratePage.submitButton).toBeEnabled();

    const answer = await ratePage.submitComment();
    expect(answer.status(), await answer.text()).toBe(201);
    const receipt = (await answer.json()) as { commentKey: number; message: string; receiptCode: string };
    await expect(ratePage.dialog).toHaveCount(0);
    // First the receipt dialog with the code to keep, then the receipt on the page.
    await expect(ratePage.receiptDialog).toBeVisible();
    await expect(ratePage.receiptCode).toHaveText(receipt.receiptCode, { useInnerText: true });
    await ratePage.closeReceipt();
    await expect(ratePage.receipt).toBeVisible();
    await expect(ratePage.receipt).toContainText(receipt.message, { useInnerText: true });
    await expect(ratePage.receipt).toContainText(`reference number is ${receipt.commentKey}`, { useInnerText: true });
    await expect(ratePage.receipt).toContainText(`receipt code is ${receipt.receiptCode}`, { useInnerText: true });
    // Focus is back where the visitor left it.
    await expect(page.locator(':focus')).toHaveText('Comment', { useInnerText: true });
  });

  test("shows the server's refusal in the dialog and keeps the text, once the comment limit is reached", async ({ page }) => {
    const { ratePage } = await openSubmittedFilingFromRates(page);

    let refusal: { text: string; message: string } | undefined;
    for (let attempt = 1; attempt <= COMMENT_LIMIT + 1 && !refusal; attempt += 1) {
      const text = `End-to-end refusal check ${attempt}, ${new Date().toISOString()}.`;
      await ratePage.openCommentDialog();
      await ratePage.commentField.fill(text);
      const answer = await ratePage.submitComment();
      if (answer.status() === 201) {
        await expect(ratePage.receiptDialog).toBeVisible();
        await ratePage.closeReceipt();
        continue;
      }
      refusal = { text, message: ((await answer.json()) as ErrorBody).error.message };
      expect(answer.status(), refusal.message).toBeGreaterThanOrEqual(400);
    }

    expect(refusal, `no refusal within ${COMMENT_LIMIT + 1} comments`).toBeDefined();
    await expect(ratePage.refusal).toBeVisible();
    await expect(ratePage.refusal).toContainText(refusal!.message, { useInnerText: true });
    await expect(ratePage.dialog).toBeVisible();
    await expect(ratePage.commentField).toHaveValue(refusal!.text);
    await expect(ratePage.submitButton).toBeEnabled();
  });

  test("shows 'No data found.' for a filing that does not exist", async ({ page }) => {
    const ratePage = new RatePage(page);
    await ratePage.open('/company/1/rate/999999/1/1');

    await expect(ratePage.heading).toBeVisible();
    await expect(ratePage.layout.main.getByText('No data found.', { exact: true })).toHaveCount(1);
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on a Rate Page', async ({ page }) => {
        await page.setViewportSize({ width, height });
        await openSubmittedFilingFromRates(page);

        await expectNoViolations(page, `${page.url()} at ${width} px`);
      });
    });
  }

  test('has no WCAG 2.1 AA violations with the comment dialog open', async ({ page }) => {
    const { ratePage } = await openSubmittedFilingFromRates(page);
    await ratePage.openCommentDialog();
    await ratePage.commentField.fill('Draft comment');

    await expectNoViolations(page, `${page.url()} with the dialog open`);
  });
});
