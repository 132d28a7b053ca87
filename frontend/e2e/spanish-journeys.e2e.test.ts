// Issue 21 Done-when 2: the public journeys in Spanish, and the same in English beside them —
// compare search with results, a Rate Page with its comment dialog and the server's refusal,
// Latest Rates, a Company Page, Quality Measures — with `<html lang>` following the language
// and axe finding nothing at 1280 px and 390 px in either. Texts are looked up in the
// catalogues by the English they stand for (support/catalogue-text.ts), never written here.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RateRow } from '../src/lib/api/public-api';
import { ComparePage } from './pages/compare-page';
import { SiteLayout } from './pages/site-layout';
import { catalogueText, type Language, say, textPattern } from './support/catalogue-text';
import { freshVisitor } from './support/client-address';
import { e2eConfig } from './support/config';
import { submitComment, type OpenFiling } from './support/hostile-comments';
import { documentLanguage, rememberLanguage } from './support/language';
import { usePageSession } from './support/page-session';
import { openCommentDialog, openDialog, openFilingWithCommenting, violationsAtBothWidths } from './support/spanish-screens';
import { postAsVisitor } from './support/visitor-route';

/** The server's per-client hourly comment limit (its `COMMENT_LIMIT_PER_HOUR`, 5 unless set). */
const COMMENT_LIMIT = Number(process.env.COMMENT_LIMIT_PER_HOUR ?? 5);

/** A price as `Intl` writes US dollars in English and in US Spanish ('$1,234.56'). */
const DOLLARS = /(US)?\$\s?\d{1,3}(,\d{3})*(\.\d{2})?/;

const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;

describe.each(['es', 'en'] as const)(`public journeys in %s against ${e2eConfig.baseUrl} (issue 21)`, (language: Language) => {
  const session = usePageSession();
  let page: Page;
  /** The text a screen shows in this language where its English is `english`. */
  const text = (english: string) => say(language, english);
  /** A heading of `level` reading `english` in this language. */
  const heading = (level: number, english: string) => page.getByRole('heading', { level, name: text(english) });

  beforeEach(async () => {
    ({ page } = session);
    // A visitor who chose this language on an earlier visit.
    await rememberLanguage(session.context, language);
  });

  /** The page is in this language, and axe finds nothing at either width. */
  async function expectLanguageAndNoViolations(what: string): Promise<void> {
    await expect(documentLanguage(page)).resolves.toBe(language);
    const report = await violationsAtBothWidths(page, `${what} in ${language}`);
    expect(report, report).toBe('');
  }

  it('compares plans: results with prices in dollars under headings in the language (SPEC 2.5)', async () => {
    const compare = new ComparePage(page);
    await compare.open();
    await compare.searchFirstCountyInAnyLanguage();

    await expect(heading(2, 'Compare plans').count()).resolves.toBe(1);
    const results = page.locator('section[aria-labelledby="compare-results-heading"]');
    await expect(results.locator('#compare-results-heading').innerText()).resolves.toMatch(text('{{}} Results:'));
    const firstPlan = results.locator('button[aria-expanded]').first();
    await expect(firstPlan.innerText()).resolves.toMatch(DOLLARS);
    await expectLanguageAndNoViolations('/compare with results');
  });

  it('lists the latest rates with headings and column names in the language (SPEC 2.8)', async () => {
    await new SiteLayout(page).open('/rates');
    await heading(1, 'Latest Rate Changes').waitFor({ timeout: 10_000 });
    for (const column of ['Status', 'Date', 'Company', 'Insurance Type', 'Rate']) {
      await expect(page.getByRole('columnheader', { name: text(column) }).count(), column).resolves.toBeGreaterThan(0);
    }
    await expectLanguageAndNoViolations('/rates');
  });

  it("shows a Company Page's sections in the language (SPEC 2.7)", async () => {
    const rows = (await (await fetch(api('/filings'))).json()) as RateRow[];
    await new SiteLayout(page).open(`/company/${rows[0]!.companyProductPk}`);
    for (const section of ['Company Information', 'Product Information', 'Rate Filing Data']) {
      await expect(heading(2, section).count(), section).resolves.toBe(1);
    }
    await expectLanguageAndNoViolations('a Company Page');
  });

  it('shows Quality Measures in the language (SPEC 2.6)', async () => {
    await new SiteLayout(page).open('/measures');
    await heading(1, 'Quality Measures').waitFor({ timeout: 10_000 });
    await expectLanguageAndNoViolations('/measures');
  });

  describe('a Rate Page, its comment dialog and the refusal once the comment limit is reached (SPEC 2.9)', () => {
    let filing: OpenFiling;
    let restoreCommenting: (() => Promise<void>) | undefined;

    beforeAll(async () => ({ filing, restoreCommenting } = await openFilingWithCommenting()));
    afterAll(() => restoreCommenting?.());

    it('shows the refusal in the language, with the dialog open and accessible', async () => {
      // A visitor of its own who has already sent as many comments as an hour allows.
      const visitor = freshVisitor();
      for (let sent = 1; sent <= COMMENT_LIMIT; sent += 1) {
        await submitComment(visitor, filing.row.filingId, `Spanish journey (${language}) comment ${sent}.`);
      }
      await postAsVisitor(session.context, visitor, ['/ws/comments']);

      await new SiteLayout(page).open(filing.ratePagePath);
      await heading(1, 'Rate Information').waitFor({ timeout: 10_000 });
      await openCommentDialog(page);
      const dialog = openDialog(page);
      await expect(dialog.getAttribute('aria-labelledby')).resolves.toBeTruthy();
      await expect(page.getByRole('dialog', { name: text('Type a comment') }).count()).resolves.toBe(1);
      await expectLanguageAndNoViolations(`${filing.ratePagePath} with the comment dialog`);

      await dialog.locator('textarea').fill(`Spanish journey (${language}): one comment too many.`);
      const answer = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/comments'),
      );
      await dialog.locator('button[type="submit"]').click();
      const refused = await answer;
      expect(refused.status()).toBe(429);
      const body = (await refused.json()) as { error: { message: string; messageCode?: string } };

      const refusal = dialog.getByRole('alert');
      await refusal.waitFor();
      if (language === 'en') {
        await expect(refusal.innerText()).resolves.toContain(body.error.message);
      } else {
        expect(body.error.messageCode, 'the refusal names its message for translation').toBe('too_many_comments');
        const spanish = textPattern(catalogueText('es', 'errors:server.too_many_comments'), false);
        await expect(refusal.innerText()).resolves.toMatch(spanish);
      }
      await expectLanguageAndNoViolations(`${filing.ratePagePath} with the refusal`);
    });
  });
});
