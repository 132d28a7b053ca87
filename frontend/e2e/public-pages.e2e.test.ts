import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { MeasuresPage } from './pages/measures-page';
import { RatesPage } from './pages/rates-page';
import { SiteLayout } from './pages/site-layout';
import { formatViolations, scanWcag21AA } from './support/axe';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';

describe(`public pages against ${e2eConfig.baseUrl}`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('shows the stored quality-measure note on /measures', async () => {
    const measures = new MeasuresPage(page);
    await measures.open();

    await expect(measures.heading.count()).resolves.toBe(1);
    await expect(measures.noteText()).resolves.not.toBe('');
    await expect(measures.layout.currentSubNavLink().textContent()).resolves.toBe('Quality Measures');
  });

  it('lists the demo filings on /rates with Details links to their Rate Pages', async () => {
    const rates = new RatesPage(page);
    await rates.open();
    await rates.table.waitFor();

    expect(await rates.rows().count()).toBeGreaterThan(0);
    const href = await rates.detailsLinks().first().getAttribute('href');
    expect(href).toMatch(/^\/company\/\d+\/rate\/\d+\/\d+\/\d+$/);
    await expect(rates.layout.currentSubNavLink().textContent()).resolves.toBe('Latest Rates');
  });

  it('opens a status popover on /rates, closes it with Escape, and stays accessible while open', async () => {
    const rates = new RatesPage(page);
    await rates.open();
    const badge = rates.statusBadgeButtons().first();
    await badge.click();
    await expect(badge.getAttribute('aria-expanded')).resolves.toBe('true');

    const violations = await scanWcag21AA(page);
    expect(violations, formatViolations('/rates with a popover open', violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(badge.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  describe.each([
    [1280, 900],
    [390, 844],
  ])('at %i px wide', (width, height) => {
    it.each(['/measures', '/rates'])('has no WCAG 2.1 AA violations on %s', async (path) => {
      await page.setViewportSize({ width, height });
      await new SiteLayout(page).open(path);

      const violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`${path} at ${width} px`, violations)).toEqual([]);
    });
  });
});
