import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { CommentReceipt, RateRow } from '../src/lib/api/public-api';
import { AdminCommentsPage } from './pages/admin-comments-page';
import { RatePage } from './pages/rate-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { parseCsv } from './support/csv';
import { expect, test } from './support/fixtures';
import { findOpenFiling } from './support/hostile-comments';
import { DESKTOP_AND_PHONE, scrollsSideways, textLineCounts } from './support/layout';
import { STAFF, staffAccessToken } from './support/staff-sign-in';

/** Where the screenshots for review go. */
const SHOTS = '/tmp/shots';
const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;

/**
 * Submits a fresh public comment (`POST /ws/comments`); null when the server refuses it
 * with 429 (five comments per client an hour: the rate page tests may have used them up).
 */
async function submitPublicComment(filingKey: number, commentary: string): Promise<CommentReceipt | null> {
  const response = await fetch(api('/comments'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ filingKey, commentary }),
  });
  if (response.status === 429) return null;
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CommentReceipt;
}

/**
 * Allows public commenting through the admin API, whatever the browser did: the safety
 * net that leaves the demo site as the tests found it even when a page step failed.
 */
async function allowPublicCommentsByApi(): Promise<void> {
  const token = await staffAccessToken(STAFF.administrator.email);
  const auth = { Authorization: `Bearer ${token}` };
  const state = await fetch(api('/api/public-comments'), { headers: auth });
  if ((await state.json()) === true) return;
  const xsrf = (state.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await fetch(api('/api/public-comments/enable'), {
    headers: { ...auth, Cookie: xsrf, 'X-XSRF-TOKEN': xsrf.replace('XSRF-TOKEN=', '') },
  });
}

/**
 * How many elements `what` finds on the Rate Page at `path`, polled: the page is opened afresh
 * every second for up to 15 s, as the public pages' cache renews.
 */
function pollCountOnRatePage(ratePage: RatePage, path: string, what: Locator) {
  return expect.poll(
    async () => {
      await ratePage.open(path);
      return what.count();
    },
    { timeout: 15_000, intervals: [1000] },
  );
}

/** The Rate Page address of every filing the public pages list, by tracking number. */
async function publicRatePagePaths(): Promise<Map<string, string>> {
  const rows = (await (await fetch(api('/filings'))).json()) as RateRow[];
  return new Map(
    rows.map((row) => [
      row.filingSerffTrackNum,
      `/company/${row.companyProductPk}/rate/${row.filingId}/${row.companyPk}/${row.toiId}`,
    ]),
  );
}

/** The first row of the Pending-filtered table whose filing has a public Rate Page. */
async function firstPendingOnPublicFiling(comments: AdminCommentsPage): Promise<{ row: Locator; ratePagePath: string }> {
  const paths = await publicRatePagePaths();
  await expect(comments.rows().first()).toBeVisible();
  const rows = await comments.rows().all();
  for (const row of rows) {
    const path = paths.get((await comments.cell(row, 'Filing Tracking Number').innerText()).trim());
    if (path) return { row, ratePagePath: path };
  }
  throw new Error('No Pending comment on a publicly listed filing on the first page.');
}

/** The Comments screen of the Administrator's page, once it has loaded. */
async function openComments(page: Page): Promise<AdminCommentsPage> {
  const comments = new AdminCommentsPage(page);
  await comments.open();
  return comments;
}

test.describe(`Admin Comments against ${e2eConfig.baseUrl}`, () => {
  test.afterAll(async () => {
    await allowPublicCommentsByApi();
  });

  test('approves a pending comment and shows it on the public Rate Page (SPEC 2.16, 4.2, 2.9)', async ({ adminPage: page }) => {
    const filing = await findOpenFiling();
    const commentary = `End-to-end approval check, ${new Date().toISOString()}.`;
    const receipt = await submitPublicComment(filing.row.filingId, commentary);

    const comments = await openComments(page);
    await comments.filterStatus('Pending');
    let row = comments.rows().first();
    let ratePagePath = filing.ratePagePath;
    if (receipt) {
      await comments.searchFor(commentary);
      row = comments.rows().filter({ hasText: commentary });
      await expect(row).toBeVisible();
      await expect(comments.cell(row, 'Filing Tracking Number')).toHaveText(filing.row.filingSerffTrackNum, { useInnerText: true });
    } else {
      // Refused (429): the newest Pending comment on any filing the public pages show.
      ({ row, ratePagePath } = await firstPendingOnPublicFiling(comments));
    }
    await expect(comments.cell(row, 'Status')).toHaveText('Pending', { useInnerText: true });

    await comments.openComment(row);
    const text = (await comments.dialogFact('Comment').innerText()).trim();
    if (receipt) expect(text).toBe(commentary);
    await expect(comments.dialogFact('Status')).toHaveText('Pending', { useInnerText: true });
    await expect(comments.markPostedButton).toHaveCount(1);
    await expect(comments.markPostedButton).toBeHidden();
    await comments.noteField.fill('Approved by the end-to-end test.');
    const answer = await comments.moderate('authorize');
    expect(answer.status(), await answer.text()).toBe(200);
    const sent = answer.request().postDataJSON() as { note: string; approver: string; commentKey: number };
    expect(sent).toMatchObject({ note: 'Approved by the end-to-end test.', approver: STAFF.administrator.name });
    if (receipt) expect(sent.commentKey).toBe(receipt.commentKey);
    await expect(comments.dialog).toHaveCount(0);
    await expect(comments.confirmation).toContainText('approved; its status is now Published.', { useInnerText: true });

    // The public Rate Page lists it under 'Comments' with 'Published: …' (the public cache renews within a second).
    const ratePage = new RatePage(page);
    await pollCountOnRatePage(ratePage, ratePagePath, ratePage.commentsRegion.locator('li', { hasText: text })).toBeGreaterThan(0);
    const published = ratePage.commentsRegion.locator('li', { hasText: text }).first();
    await expect(published).toContainText(/Published: \d{2}\/\d{2}\/\d{4}/, { useInnerText: true });
  });

  test('switches commenting off, hiding the public Comment button, and back on (SPEC 2.16, 4.3)', async ({
    adminPage: page,
  }) => {
    const filing = await findOpenFiling();
    const comments = await openComments(page);
    if (!(await comments.commentsAllowed())) await comments.toggleCommenting();
    const ratePage = new RatePage(page);

    try {
      expect(await comments.toggleCommenting()).toBe(false);
      await expect(page.locator(':focus')).toHaveText('Enable Comments', { useInnerText: true });

      await pollCountOnRatePage(ratePage, filing.ratePagePath, ratePage.commentButton).toBe(0);
      const notice = ratePage.layout.main.getByText('Public comments are not being accepted at this time.');
      await expect(notice).toHaveCount(1);
    } finally {
      await comments.open();
      if (!(await comments.commentsAllowed())) await comments.toggleCommenting();
    }

    expect(await comments.commentsAllowed()).toBe(true);
    await pollCountOnRatePage(ratePage, filing.ratePagePath, ratePage.commentButton).toBe(1);
  });

  test('downloads the listed comments as a quoted CSV file (SPEC 9)', async ({ adminPage: page }) => {
    const comments = await openComments(page);
    const shown = /of ([\d,]+) comments/.exec(await comments.count.innerText())?.[1] ?? '';

    const download = await comments.download();

    expect(download.suggestedFilename()).toMatch(/^comments-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe('Comment,Date,Status,SERFF Tracking Number');
    const [header, ...records] = parseCsv(text);
    expect(header?.every((field) => !field.quoted)).toBe(true);
    // Every comment the table lists, on every page; every value in double quotes.
    expect(records).toHaveLength(Number(shown.replace(/,/g, '')));
    for (const record of records) {
      expect(record.map((field) => field.quoted)).toEqual([true, true, true, true]);
      expect(record[1]?.value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
      expect(record[2]?.value).toMatch(/^(Pending|Published|Rejected|Posted)$/);
    }
    // Newest first, as the table shows them.
    const firstRow = comments.rows().first();
    await expect(comments.cell(firstRow, 'Date')).toHaveText(records[0]?.[1]?.value ?? '', { useInnerText: true });
  });

  test('pages through the comments, 50 at a time', async ({ adminPage: page }) => {
    const comments = await openComments(page);
    const total = Number((/of ([\d,]+) comments/.exec(await comments.count.innerText())?.[1] ?? '0').replace(/,/g, ''));

    await expect(comments.rows()).toHaveCount(Math.min(50, total));
    if (total > 50) {
      await comments.pages.getByRole('button', { name: 'Next page' }).click();
      await expect(comments.count).toHaveText(/^Showing 51–/, { useInnerText: true });
      await expect(comments.pages.locator('[aria-current="page"]')).toHaveText('2', { useInnerText: true });
    }
  });

  for (const [width, height] of [
    [1280, 900],
    [800, 900],
    [390, 844],
  ] as const) {
    test(`keeps every tracking number on one line at ${width} px, the page no wider than the window`, async ({
      adminPage: page,
    }) => {
      await page.setViewportSize({ width, height });
      const comments = await openComments(page);

      const trackingNumbers = comments.table.locator('td[data-label="Filing Tracking Number"]');
      await expect(trackingNumbers).not.toHaveCount(0);
      // Broken after its hyphen, 'BLHP-130008414' reads as two numbers.
      await expect.poll(async () => (await textLineCounts(trackingNumbers)).every((lines) => lines === 1)).toBe(true);
      await expect.poll(() => scrollsSideways(page)).toBe(false);
    });
  }

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on Comments, nor with the comment dialog open', async ({ adminPage: page }) => {
        mkdirSync(SHOTS, { recursive: true });
        await page.setViewportSize({ width, height });
        const comments = await openComments(page);

        await expectNoViolations(page, `${page.url()} at ${width} px`);
        await page.screenshot({ path: `${SHOTS}/admin-comments-${width}.png` });

        const opener = comments.viewButton(comments.rows().first());
        await comments.openComment(comments.rows().first());
        await expectNoViolations(page, `${page.url()} with the dialog open at ${width} px`);
        await page.screenshot({ path: `${SHOTS}/admin-comments-dialog-${width}.png` });

        // Escape closes it and focus goes back to the button that opened it.
        await page.keyboard.press('Escape');
        await expect(comments.dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
      });
    });
  }
});
