import { ComparePage } from './pages/compare-page';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';

/** A plan row's title exactly as SPEC 2.5 gives it: '$412.35 | Plan name'. */
const PLAN_TITLE = /^\$\d{1,3}(,\d{3})*\.\d{2} \| \S.*\S$/;

test.describe(`Compare Plans results against ${e2eConfig.baseUrl} (SPEC 2.5)`, () => {
  for (const [width, height] of DESKTOP_AND_PHONE) {
    test(`tells apart variants with the same title and premium, to the eye and by name, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const compare = new ComparePage(page);
      // The demo's silver plans come in four variants each.
      await compare.searchFirstCounty('Silver');
      // A long list is painted in parts: read it once it is whole.
      await compare.allPlanTitles();

      let lookAlikes = 0;
      for (const company of await compare.companies()) {
        const rows = await compare.planRowLines(company);
        const byTitle = new Map<string, typeof rows>();
        for (const row of rows) byTitle.set(row.title, [...(byTitle.get(row.title) ?? []), row]);
        for (const [title, variants] of byTitle) {
          expect(title).toMatch(PLAN_TITLE);
          if (variants.length < 2) continue;
          lookAlikes += 1;
          // A second line under the unchanged title, different for each variant.
          for (const { figures } of variants) expect(figures).toMatch(/^Deductible \$[\d,]+ · Out-of-pocket max \$[\d,]+/);
          expect(new Set(variants.map((variant) => variant.figures)).size, `${company}: ${title}`).toBe(variants.length);
          // A screen reader's list of headings names each one differently too.
          for (const { figures } of variants) {
            const name = `${title}, ${figures.replaceAll(' · ', ', ')}`;
            await expect(page.getByRole('heading', { level: 4, name, exact: true }), name).toHaveCount(1);
          }
        }
      }
      // The demo data's silver plans each come in cost-sharing variants priced alike.
      expect(lookAlikes).toBeGreaterThan(0);
    });
  }
});
