import { MeasuresPage } from './pages/measures-page';
import { RatesPage } from './pages/rates-page';
import { SiteLayout } from './pages/site-layout';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

test.describe(`public pages against ${e2eConfig.baseUrl}`, () => {
  test('shows the stored quality-measure note on /measures', async ({ page }) => {
    const measures = new MeasuresPage(page);
    await measures.open();

    await expect(measures.heading).toHaveCount(1);
    await expect(measures.note).toHaveText(/\S/);
    await expect(measures.layout.currentSubNavLink()).toHaveText('Quality Measures');
  });

  test('lists the demo filings on /rates with Details links to their Rate Pages', async ({ page }) => {
    const rates = new RatesPage(page);
    await rates.open();
    await expect(rates.table).toBeVisible();

    await expect(rates.rows()).not.toHaveCount(0);
    await expect(rates.detailsLinks().first()).toHaveAttribute('href', /^\/company\/\d+\/rate\/\d+\/\d+\/\d+$/);
    await expect(rates.layout.currentSubNavLink()).toHaveText('Latest Rates');
  });

  test('opens a status popover on /rates, closes it with Escape, and stays accessible while open', async ({ page }) => {
    const rates = new RatesPage(page);
    await rates.open();
    const badge = rates.statusBadgeButtons().first();
    await badge.click();
    await expect(badge).toHaveAttribute('aria-expanded', 'true');

    await expectNoViolations(page, '/rates with a popover open');

    await page.keyboard.press('Escape');
    await expect(badge).toHaveAttribute('aria-expanded', 'false');
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      for (const path of ['/measures', '/rates']) {
        test(`has no WCAG 2.1 AA violations on ${path}`, async ({ page }) => {
          await page.setViewportSize({ width, height });
          await new SiteLayout(page).open(path);

          await expectNoViolations(page, `${path} at ${width} px`);
        });
      }
    });
  }
});
