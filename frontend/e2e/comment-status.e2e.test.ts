// Comment receipt and status, in Chromium against the demo data: a visitor
// comments on a Rate Page whose period is open, keeps the receipt code the dialog shows, finds
// the comment awaiting review on /comment-status, the Administrator approves it on the admin
// Comments screen, and /comment-status then says it is published; a wrong code is refused. Axe
// finds nothing at 1280 px and 390 px on the receipt and on the page, empty, answered and
// refusing. The gateway serves the page and treats the lookup POST as it treats comments.
import type { Page } from '@playwright/test';
import type { CommentReceipt } from '../src/lib/api/public-api';
import { AdminCommentsPage } from './pages/admin-comments-page';
import { CommentStatusPage } from './pages/comment-status-page';
import { RatePage } from './pages/rate-page';
import { expectNoViolations } from './support/axe';
import { fetchAsVisitor, freshVisitor } from './support/client-address';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { administratorApi, allowCommentingForAWhile, findOpenFiling, type OpenFiling } from './support/hostile-comments';
import { postAsVisitor } from './support/visitor-route';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
const NO_SUCH_CODE = 'No comment has this receipt code. Please check the code against your receipt and try again.';

/** Axe at both widths on the page as it is; `what` names the state in the failure. */
async function expectNoViolationsAtBothWidths(page: Page, what: string): Promise<void> {
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectNoViolations(page, `${what} at ${width} px`);
  }
  await page.setViewportSize(WIDTHS[0]);
}

test.describe(`Comment receipt and status against ${e2eConfig.baseUrl}`, () => {
  let filing: OpenFiling;
  /** Puts public commenting back as this file found it. */
  let restoreCommenting: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    restoreCommenting = await allowCommentingForAWhile(await administratorApi());
    filing = await findOpenFiling();
  });
  test.afterAll(async () => {
    await restoreCommenting();
  });
  test.beforeEach(async ({ context }) => {
    // A visitor of its own: the rate-page tests use up the browser address's comment allowance.
    await postAsVisitor(context, freshVisitor(), ['/ws/comments', '/ws/comment-status']);
  });

  test(
    'keeps the code from the dialog, sees "awaiting review", and "published" once staff approve it',
    async ({ page, adminPage }) => {
      test.setTimeout(180_000);
      const commentary = `End-to-end receipt check, ${new Date().toISOString()}.`;
      const ratePage = new RatePage(page);
      await ratePage.open(filing.ratePagePath);

      await ratePage.openCommentDialog();
      await ratePage.commentField.fill(commentary);
      const answer = await ratePage.submitComment();
      expect(answer.status(), await answer.text()).toBe(201);
      const receipt = (await answer.json()) as CommentReceipt;

      // The receipt: the code in the dialog is the one the server gave, with the period's end.
      await expect(ratePage.receiptDialog).toBeVisible();
      const code = (await ratePage.receiptCode.innerText()).trim();
      expect(code).toMatch(CODE);
      expect(code).toBe(receipt.receiptCode);
      const [year, month, day] = receipt.commentPeriodClosesOn.split('-');
      await expect(ratePage.receiptDialog).toContainText(`closes on ${month}/${day}/${year}`, { useInnerText: true });
      await ratePage.copyCodeButton.click();
      await expect(ratePage.copyNotice).toHaveText(/^Code (copied|selected)/, { useInnerText: true });
      await expectNoViolationsAtBothWidths(page, 'the comment receipt dialog');

      // Its link opens /comment-status with the code filled in and gone from the address.
      await ratePage.statusLink.click();
      const status = new CommentStatusPage(page);
      await expect(status.heading).toBeVisible();
      await expect(status.codeField).toHaveValue(code);
      await expect(page).toHaveURL((url) => url.hash === '');
      expect(new URL(page.url()).pathname).toBe('/comment-status');
      const pending = await status.lookUp(null);
      expect(pending.status(), await pending.text()).toBe(200);
      expect(pending.headers()['cache-control']).toBe('no-store');
      await expect(status.resultHeading).toBeVisible();
      await expect(status.fact('Status')).toContainText('Received and awaiting review', { useInnerText: true });
      await expect(status.commentText(commentary)).toHaveCount(1);
      await expect(status.fact('Filing')).toContainText(filing.row.filingSerffTrackNum, { useInnerText: true });
      await expect(status.fact('Filing').getByRole('link', { name: 'See the filing’s Rate Page' })).toHaveAttribute(
        'href',
        filing.ratePagePath,
      );
      await expectNoViolationsAtBothWidths(page, '/comment-status with a comment awaiting review');

      // The Administrator approves it on the Comments screen (SPEC 2.16, 4.2).
      const comments = new AdminCommentsPage(adminPage);
      await comments.open();
      await comments.filterStatus('Pending');
      await comments.searchFor(commentary);
      const row = comments.rows().filter({ hasText: commentary });
      await expect(row).toBeVisible();
      await comments.openComment(row);
      const approval = await comments.moderate('authorize');
      expect(approval.status(), await approval.text()).toBe(200);
      await expect(comments.dialog).toHaveCount(0);

      // The same code now reads "Published".
      await status.open();
      const published = await status.lookUp(code.toLowerCase().replaceAll('-', ' '));
      expect(published.status(), await published.text()).toBe(200);
      await expect(status.resultHeading).toBeVisible();
      await expect(status.fact('Status')).toHaveText(/^Published/, { useInnerText: true });
      await expect(status.commentText(commentary)).toHaveCount(1);
      await expectNoViolationsAtBothWidths(page, '/comment-status with a published comment');
    },
  );

  test('asks for the code on an empty page, and refuses a wrong code in its one message', async ({ page }) => {
    const status = new CommentStatusPage(page);
    await status.open();
    await expect(page).toHaveTitle(/ - Comment Status$/);
    await expectNoViolationsAtBothWidths(page, 'the empty /comment-status');

    const wrong = await status.lookUp('0000-0000-0000-0000');

    expect(wrong.status()).toBe(404);
    await expect(status.refusal).toBeVisible();
    await expect(status.refusal).toContainText(NO_SUCH_CODE, { useInnerText: true });
    await expect(status.resultHeading).toHaveCount(0);
    await expectNoViolationsAtBothWidths(page, '/comment-status refusing a wrong code');

    const malformed = await status.lookUp('not a code');

    expect(malformed.status()).toBe(400);
    // The answer arrives before the page has shown it, and the last refusal is still up: wait.
    await expect(status.codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(status.refusal).toContainText('16 letters and digits', { useInnerText: true });
    await expectNoViolationsAtBothWidths(page, '/comment-status with a code it cannot read');
  });
});

test.describe(`gateway at ${e2eConfig.baseUrl}: /comment-status`, () => {
  const lookUp = (visitor: string, body: string) =>
    fetchAsVisitor(visitor, '/ws/comment-status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });

  test('serves the page as the web app, without storing it', async () => {
    const response = await fetchAsVisitor(freshVisitor(), '/comment-status');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<div id="root">');
  });

  test('refuses a large body and a burst of lookups in the JSON envelope, as it does comments', async () => {
    const tooLarge = await lookUp(freshVisitor(), JSON.stringify({ code: ' '.repeat(4_000) }));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');

    // Malformed codes: the API refuses them (400) without counting them, so a 429 is the gateway's.
    const visitor = freshVisitor();
    let refusal: Response | undefined;
    for (let i = 0; i < 15 && !refusal; i += 1) {
      const response = await lookUp(visitor, '{"code": "x"}');
      if (response.status === 429) refusal = response;
      else expect(response.status, `lookup ${i}`).toBe(400);
    }
    expect(refusal, 'no 429 within 15 lookups').toBeDefined();
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refusal!.json()) as { error: { code: string } }).error.code).toBe('too_many_requests');
  });
});
