// Comment abuse: script, HTML and spreadsheet-formula payloads, each sent by a
// visitor of its own through the public API and approved by the Administrator, are stored
// verbatim, shown as plain text on the public Rate Page (SPEC 2.9) and on the admin Comments
// screen and its dialog (SPEC 2.16), run nothing there, and leave the comments CSV (SPEC 9)
// with the formulas defused (a leading apostrophe, comments-csv.ts) and the HTML kept as text.
// Oversize comments are refused with a message and nothing stored.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { SingleFiling } from '../src/lib/api/public-api';
import { AdminCommentsPage } from './pages/admin-comments-page';
import { RatePage } from './pages/rate-page';
import { expectNoViolations } from './support/axe';
import { freshVisitor } from './support/client-address';
import { e2eConfig } from './support/config';
import { parseCsv } from './support/csv';
import { expect, test } from './support/fixtures';
import {
  administratorApi,
  allowCommentingForAWhile,
  approve,
  findOpenFiling,
  postComment,
  submitComment,
  type OpenFiling,
  type StaffApi,
  type StaffComment,
} from './support/hostile-comments';

/** One word naming this run, after each payload: the admin search finds this run's comments by it. */
const RUN = `abuse${Date.now().toString(36)}`;

/** The hostile payloads; `formula` ones start with a character a spreadsheet runs. */
const PAYLOADS = [
  { name: 'script element', payload: '<script>window.__pwned=1</script>', formula: false },
  { name: 'img onerror', payload: '<img src=x onerror="window.__pwned=1">', formula: false },
  { name: 'HYPERLINK formula', payload: '=HYPERLINK("http://evil.example","click")', formula: true },
  { name: 'DDE formula', payload: "+cmd|' /C calc'!A0", formula: true },
].map((entry) => ({ ...entry, commentary: `${entry.payload} ${RUN}` }));

/** The page state a payload could have changed had it run or been parsed as markup. */
type Exposure = { pwned: unknown; scripts: number; images: number; handlers: number };

/** Reads `window.__pwned` and counts payload elements and inline handlers anywhere in the document. */
function exposure(page: Page): Promise<Exposure> {
  return page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('__pwned')).length,
    images: document.querySelectorAll('img[src="x"]').length,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
  }));
}

/** The exact text of an element, and whether it holds elements rather than text alone. */
async function textOnly(element: Locator): Promise<{ text: string; elements: number }> {
  return element.evaluate((node) => ({ text: node.textContent ?? '', elements: node.children.length }));
}

/** Records the message of every alert, confirm or prompt `page` opens (none may open), dismissing it. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe(`Comment abuse against ${e2eConfig.baseUrl}`, () => {
  let staff: StaffApi;
  let filing: OpenFiling;
  let stored: StaffComment[];
  /** Puts public commenting back as this file found it. */
  let restoreCommenting: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    staff = await administratorApi();
    restoreCommenting = await allowCommentingForAWhile(staff);
    filing = await findOpenFiling();
    stored = [];
    for (const { commentary } of PAYLOADS) {
      const receipt = await submitComment(freshVisitor(), filing.row.filingId, commentary);
      stored.push(await approve(staff, receipt.commentKey));
    }
  });

  test.afterAll(async () => {
    await restoreCommenting();
  });

  test('stores each payload verbatim and publishes it as sent', async () => {
    for (const [i, { commentary }] of PAYLOADS.entries()) {
      expect(stored[i]).toMatchObject({ commentary, shortComment: commentary, statusDesc: 'Published' });
    }
    // The public API (through the gateway's one-second cache) gives the same text back.
    await expect
      .poll(
        async () => {
          const answer = (await (await fetch(`${e2eConfig.baseUrl}/ws${filing.apiPath}`)).json()) as SingleFiling;
          const texts = new Set(answer.filingList[0]?.comments.map((comment) => comment.commentary));
          return PAYLOADS.filter(({ commentary }) => texts.has(commentary)).length;
        },
        { timeout: 15_000, intervals: [1000] },
      )
      .toBe(PAYLOADS.length);
  });

  test('shows every payload as plain text on the public Rate Page, running none (SPEC 2.9)', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const ratePage = new RatePage(page);
    const items = (commentary: string) => ratePage.commentsRegion.locator('li', { hasText: commentary });
    await expect
      .poll(
        async () => {
          await ratePage.open(filing.ratePagePath);
          return (await Promise.all(PAYLOADS.map(({ commentary }) => items(commentary).count()))).every((n) => n === 1);
        },
        { timeout: 15_000, intervals: [1000] },
      )
      .toBe(true);

    for (const { name, commentary } of PAYLOADS) {
      const text = items(commentary).locator('p').first();
      await expect(text, name).toBeVisible();
      expect(await textOnly(text), name).toEqual({ text: commentary, elements: 0 });
    }
    expect(await exposure(page)).toEqual({ pwned: undefined, scripts: 0, images: 0, handlers: 0 });
    expect(dialogs).toEqual([]);

    await expectNoViolations(page, `${page.url()} with hostile comments`);
  });

  test('shows every payload as plain text on admin Comments and in its dialog, running none (SPEC 2.16)', async ({
    adminPage: page,
  }) => {
    const dialogs = recordDialogs(page);
    const comments = new AdminCommentsPage(page);
    await comments.open();
    await comments.searchFor(RUN);
    await expect(comments.rows()).toHaveCount(PAYLOADS.length);

    for (const { name, commentary } of PAYLOADS) {
      const row = comments.rows().filter({ hasText: commentary });
      await expect(row, name).toHaveCount(1);
      const cell = comments.cell(row, 'Comment');
      await expect(cell, name).toBeVisible();
      expect(await textOnly(cell), name).toEqual({ text: commentary, elements: 0 });

      await comments.openComment(row);
      expect(await textOnly(comments.dialogFact('Comment')), name).toEqual({ text: commentary, elements: 0 });
      await page.keyboard.press('Escape');
      await expect(comments.dialog).toHaveCount(0);
    }
    expect(await exposure(page)).toEqual({ pwned: undefined, scripts: 0, images: 0, handlers: 0 });
    expect(dialogs).toEqual([]);

    await expectNoViolations(page, `${page.url()} searched for hostile comments`);
  });

  test('defuses the formulas in the comments CSV and keeps the HTML as text (SPEC 9)', async ({ adminPage: page }) => {
    const comments = new AdminCommentsPage(page);
    await comments.open();
    await comments.searchFor(RUN);
    await expect(comments.rows()).toHaveCount(PAYLOADS.length);

    const download = await comments.download();
    const text = readFileSync(await download.path(), 'utf8');
    const [, ...records] = parseCsv(text);
    expect(records).toHaveLength(PAYLOADS.length);
    const written = records.map((record) => record[0]?.value);
    for (const { name, commentary, formula } of PAYLOADS) {
      // A formula gets an apostrophe inside its quotes: a spreadsheet shows it and runs nothing.
      expect(written, name).toContain(formula ? `'${commentary}` : commentary);
    }
    for (const record of records) {
      expect(record.every((field) => field.quoted)).toBe(true);
      expect(record.map((field) => field.value).filter((value) => /^[=+\-@\t\r]/.test(value))).toEqual([]);
    }
    // Byte for byte: quotes doubled inside the quoted, defused value.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") ${RUN}"`);
    expect(text).toContain(`"<img src=x onerror=""window.__pwned=1""> ${RUN}"`);
  });

  test('refuses an oversize comment with a message and stores nothing (docs/decisions.md: 4,000 characters)', async () => {
    const marker = `${RUN}oversize`;
    const tooLong = `${marker} ${'x'.repeat(4000)}`;
    const refused = await postComment(freshVisitor(), filing.row.filingId, tooLong);
    expect(refused.status).toBe(413);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    // Says the limit and how long the comment is, so the visitor knows how much to cut.
    expect(body.error.message).toContain('4000');
    expect(body.error.message).toContain(String(tooLong.length));

    // A body beyond the gateway's 32 KB for comments never reaches the API.
    const huge = await postComment(freshVisitor(), filing.row.filingId, `${marker} ${'y'.repeat(40_000)}`);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: 'payload_too_large' } });

    const all = await staff.get<StaffComment[]>('/api/comments');
    expect(all.filter((comment) => comment.commentary.includes(marker))).toEqual([]);
  });
});
