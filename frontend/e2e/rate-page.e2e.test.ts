import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_PAGE_TERMS, RatePage } from './pages/rate-page';
import { RatesPage } from './pages/rates-page';
import { formatViolations, scanWcag21AA } from './support/axe';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';

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
  await rates.table.waitFor();
  // The badge of a Submitted filing is a button (it has a description) named after its status.
  const submitted = rates.rows().filter({ has: page.getByRole('button', { name: /^Submitted\b/ }) }).first();
  const details = submitted.getByRole('link', { name: /^Details for filing / });
  const name = (await details.getAttribute('aria-label')) ?? '';
  const trackingNumber = name.replace(/^Details for filing /, '');
  await details.click();
  const ratePage = new RatePage(page);
  await ratePage.heading.waitFor();
  await ratePage.layout.waitUntilSettled();
  return { ratePage, trackingNumber };
}

describe(`Rate Page against ${e2eConfig.baseUrl}`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('opens a Submitted filing from /rates and shows its fields (SPEC 2.9)', async () => {
    const { ratePage, trackingNumber } = await openSubmittedFilingFromRates(page);

    const path = new URL(page.url()).pathname;
    const [, companyProductPk] = /^\/company\/(\d+)\/rate\/\d+\/\d+\/\d+$/.exec(path) ?? [];
    expect(companyProductPk, path).toBeDefined();
    await expect(ratePage.companyInfoLink.getAttribute('href')).resolves.toBe(`/company/${companyProductPk}`);
    await expect(ratePage.latestRatesLink.getAttribute('href')).resolves.toBe('/rates');
    for (const term of RATE_PAGE_TERMS) {
      await expect(ratePage.factValue(term).count(), term).resolves.toBe(1);
      expect((await ratePage.factValue(term).innerText()).trim(), term).not.toBe('');
    }
    await expect(ratePage.factValue('Tracking Number').innerText()).resolves.toBe(trackingNumber);
    await expect(ratePage.factValue('Status').getByRole('button').innerText()).resolves.toMatch(/^Submitted/);
    await expect(ratePage.factValue('Submission Date').innerText()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(ratePage.factValue('Maximum % Change').textContent()).resolves.toMatch(PERCENT_OR_MISSING);
    await expect(ratePage.factValue('Minimum % Change').textContent()).resolves.toMatch(PERCENT_OR_MISSING);
  });

  it('lists the attachments, each linking to its file', async () => {
    const { ratePage } = await openSubmittedFilingFromRates(page);

    expect(await ratePage.attachmentRows().count()).toBeGreaterThan(0);
    const href = (await ratePage.attachmentLinks().first().getAttribute('href')) ?? '';
    const url = new URL(href, page.url());
    const [, key] = /^\/ws\/attachments\/(.+)$/.exec(url.pathname) ?? [];
    expect(key, href).toMatch(UUID);
    await expect(ratePage.attachmentLinks().first().getAttribute('target')).resolves.toBe('_blank');

    const file = await page.request.get(url.toString());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(SPREADSHEET_OR_PDF);
  });

  it('takes a comment in the dialog and shows the receipt', async () => {
    const { ratePage } = await openSubmittedFilingFromRates(page);

    await ratePage.openCommentDialog();
    await expect(ratePage.submitButton.isDisabled()).resolves.toBe(true);
    await ratePage.commentField.fill('   ');
    await expect(ratePage.submitButton.isDisabled()).resolves.toBe(true);
    await ratePage.commentField.fill(`End-to-end test comment, ${new Date().toISOString()}.\nPlease disregard.`);
    await expect.poll(() => ratePage.submitButton.isEnabled()).toBe(true);

    const answer = await ratePage.submitComment();
    expect(answer.status(), await answer.text()).toBe(201);
    const receipt = (await answer.json()) as { commentKey: number; message: string; receiptCode: string };
    await ratePage.dialog.waitFor({ state: 'detached' });
    // Issue 20: first the receipt dialog with the code to keep, then the receipt on the page.
    await ratePage.receiptDialog.waitFor();
    await expect(ratePage.receiptCode.innerText()).resolves.toBe(receipt.receiptCode);
    await ratePage.closeReceipt();
    await ratePage.receipt.waitFor();
    const shown = await ratePage.receipt.innerText();
    expect(shown).toContain(receipt.message);
    expect(shown).toContain(`reference number is ${receipt.commentKey}`);
    expect(shown).toContain(`receipt code is ${receipt.receiptCode}`);
    // Focus is back where the visitor left it.
    await expect(page.locator(':focus').innerText()).resolves.toBe('Comment');
  });

  it("shows the server's refusal in the dialog and keeps the text, once the comment limit is reached", async () => {
    const { ratePage } = await openSubmittedFilingFromRates(page);

    let refusal: { text: string; message: string } | undefined;
    for (let attempt = 1; attempt <= COMMENT_LIMIT + 1 && !refusal; attempt += 1) {
      const text = `End-to-end refusal check ${attempt}, ${new Date().toISOString()}.`;
      await ratePage.openCommentDialog();
      await ratePage.commentField.fill(text);
      const answer = await ratePage.submitComment();
      if (answer.status() === 201) {
        await ratePage.receiptDialog.waitFor();
        await ratePage.closeReceipt();
        continue;
      }
      refusal = { text, message: ((await answer.json()) as ErrorBody).error.message };
      expect(answer.status(), refusal.message).toBeGreaterThanOrEqual(400);
    }

    expect(refusal, `no refusal within ${COMMENT_LIMIT + 1} comments`).toBeDefined();
    await ratePage.refusal.waitFor();
    await expect(ratePage.refusal.innerText()).resolves.toContain(refusal!.message);
    await expect(ratePage.dialog.isVisible()).resolves.toBe(true);
    await expect(ratePage.commentField.inputValue()).resolves.toBe(refusal!.text);
    await expect(ratePage.submitButton.isEnabled()).resolves.toBe(true);
  });

  it("shows 'No data found.' for a filing that does not exist", async () => {
    const ratePage = new RatePage(page);
    await ratePage.open('/company/1/rate/999999/1/1');

    await ratePage.heading.waitFor();
    await expect(ratePage.layout.main.getByText('No data found.', { exact: true }).count()).resolves.toBe(1);
  });

  describe.each([
    [1280, 900],
    [390, 844],
  ])('at %i px wide', (width, height) => {
    it('has no WCAG 2.1 AA violations on a Rate Page', async () => {
      await page.setViewportSize({ width, height });
      await openSubmittedFilingFromRates(page);

      const violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`${page.url()} at ${width} px`, violations)).toEqual([]);
    });
  });

  it('has no WCAG 2.1 AA violations with the comment dialog open', async () => {
    const { ratePage } = await openSubmittedFilingFromRates(page);
    await ratePage.openCommentDialog();
    await ratePage.commentField.fill('Draft comment');

    const violations = await scanWcag21AA(page);
    expect(violations, formatViolations(`${page.url()} with the dialog open`, violations)).toEqual([]);
  });
});
