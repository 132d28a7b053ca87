// The public journeys in Spanish, and the same in English beside them —
// compare search with results, a Rate Page with its comment dialog and the server's refusal,
// Latest Rates, a Company Page, Quality Measures — with `<html lang>` following the language
// and axe finding nothing at 1280 px and 390 px in either. Texts are looked up in the
// catalogues by the English they stand for (support/catalogue-text.ts), never written here.
import type { Page } from '@playwright/test';
import type { RateRow } from '../src/lib/api/public-api';
import { ComparePage } from './pages/compare-page';
import { SiteLayout } from './pages/site-layout';
import { catalogueText, type Language, say, textPattern } from './support/catalogue-text';
import { freshVisitor } from './support/client-address';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { submitComment, type OpenFiling } from './support/hostile-comments';
import { expectDocumentLanguage, rememberLanguage } from './support/language';
import { openCommentDialog, openDialog, openFilingWithCommenting, violationsAtBothWidths } from './support/spanish-screens';
import { postAsVisitor } from './support/visitor-route';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

/** The server's per-client hourly comment limit (its `COMMENT_LIMIT_PER_HOUR`, 5 unless set). */
const COMMENT_LIMIT = Number(process.env.COMMENT_LIMIT_PER_HOUR ?? 5);

/** A price as `Intl` writes US dollars in English and in US Spanish ('$1,234.56'). */
const DOLLARS = /(US)?\$\s?\d{1,3}(,\d{3})*(\.\d{2})?/;

const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;

for (const language of ['es', 'en'] as const satisfies readonly Language[]) {
  test.describe(`public journeys in ${language} against ${e2eConfig.baseUrl}`, () => {
    /** The text a screen shows in this language where its English is `english`. */
    const text = (english: string) => say(language, english);
    /** A heading of `level` reading `english` in this language. */
    const heading = (page: Page, level: number, english: string) => page.getByRole('heading', { level, name: text(english) });

    test.beforeEach(async ({ context }) => {
      // A visitor who chose this language on an earlier visit.
      await rememberLanguage(context, language);
    });

    /** The page is in this language, and axe finds nothing at either width. */
    async function expectLanguageAndNoViolations(page: Page, what: string): Promise<void> {
      await expectDocumentLanguage(page, language);
      const report = await violationsAtBothWidths(page, `${what} in ${language}`);
      expect(report, report).toBe('');
    }

    test('compares plans: results with prices in dollars under headings in the language (SPEC 2.5)', async ({ page }) => {
      const compare = new ComparePage(page);
      await compare.open();
      await compare.searchFirstCountyInAnyLanguage();

      await expect(heading(page, 2, 'Compare plans')).toHaveCount(1);
      const results = page.locator('section[aria-labelledby="compare-results-heading"]');
      await expect(results.locator('#compare-results-heading')).toHaveText(text('{{}} Results:'), { useInnerText: true });
      const firstPlan = results.locator('button[aria-expanded]').first();
      await expect(firstPlan).toContainText(DOLLARS, { useInnerText: true });
      await expectLanguageAndNoViolations(page, '/compare with results');
    });

    test('lists the latest rates with headings and column names in the language (SPEC 2.8)', async ({ page }) => {
      await new SiteLayout(page).open('/rates');
      await expect(heading(page, 1, 'Latest Rate Changes')).toBeVisible({ timeout: 10_000 });
      for (const column of ['Status', 'Date', 'Company', 'Insurance Type', 'Rate']) {
        await expect(page.getByRole('columnheader', { name: text(column) }), column).not.toHaveCount(0);
      }
      await expectLanguageAndNoViolations(page, '/rates');
    });

    test("shows a Company Page's sections in the language (SPEC 2.7)", async ({ page }) => {
      const rows = (await (await fetch(api('/filings'))).json()) as RateRow[];
      await new SiteLayout(page).open(`/company/${rows[0]!.companyProductPk}`);
      for (const section of ['Company Information', 'Product Information', 'Rate Filing Data']) {
        await expect(heading(page, 2, section), section).toHaveCount(1);
      }
      await expectLanguageAndNoViolations(page, 'a Company Page');
    });

    test('shows Quality Measures in the language (SPEC 2.6)', async ({ page }) => {
      await new SiteLayout(page).open('/measures');
      await expect(heading(page, 1, 'Quality Measures')).toBeVisible({ timeout: 10_000 });
      await expectLanguageAndNoViolations(page, '/measures');
    });

    test.describe('a Rate Page, its comment dialog and the refusal once the comment limit is reached (SPEC 2.9)', () => {
      let filing: OpenFiling;
      let restoreCommenting: (() => Promise<void>) | undefined;

      test.beforeAll(async () => ({ filing, restoreCommenting } = await openFilingWithCommenting()));
      test.afterAll(() => restoreCommenting?.());

      test('shows the refusal in the language, with the dialog open and accessible', async ({ page, context }) => {
        // A visitor of its own who has already sent as many comments as an hour allows.
        const visitor = freshVisitor();
        for (let sent = 1; sent <= COMMENT_LIMIT; sent += 1) {
          await submitComment(visitor, filing.row.filingId, `Spanish journey (${language}) comment ${sent}.`);
        }
        await postAsVisitor(context, visitor, ['/ws/comments']);

        await new SiteLayout(page).open(filing.ratePagePath);
        await expect(heading(page, 1, 'Rate Information')).toBeVisible({ timeout: 10_000 });
        await openCommentDialog(page);
        const dialog = openDialog(page);
        await expect(dialog).toHaveAttribute('aria-labelledby', /./);
        await expect(page.getByRole('dialog', { name: text('Type a comment') })).toHaveCount(1);
        await expectLanguageAndNoViolations(page, `${filing.ratePagePath} with the comment dialog`);

        await dialog.locator('textarea').fill(`Spanish journey (${language}): one comment too many.`);
        const answer = page.waitForResponse(
          (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/comments'),
        );
        await dialog.locator('button[type="submit"]').click();
        const refused = await answer;
        expect(refused.status()).toBe(429);
        const body = (await refused.json()) as { error: { message: string; messageCode?: string } };

        const refusal = dialog.getByRole('alert');
        await expect(refusal).toBeVisible();
        if (language === 'en') {
          await expect(refusal).toContainText(body.error.message, { useInnerText: true });
        } else {
          expect(body.error.messageCode, 'the refusal names its message for translation').toBe('too_many_comments');
          const spanish = textPattern(catalogueText('es', 'errors:server.too_many_comments'), false);
          await expect(refusal).toContainText(spanish, { useInnerText: true });
        }
        await expectLanguageAndNoViolations(page, `${filing.ratePagePath} with the refusal`);
      });
    });
  });
}
