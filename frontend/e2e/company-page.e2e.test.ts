import type { Page } from '@playwright/test';
import { CompanyPage } from './pages/company-page';
import { RatesPage } from './pages/rates-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

const RATE_PAGE_HREF = /^\/company\/\d+\/rate\/\d+\/\d+\/\d+$/;

/** A company product that has public filings: the one of the first row on /rates, with its company's name. */
async function companyFromLatestRates(page: Page): Promise<{ companyProductPk: string; companyName: string }> {
  const rates = new RatesPage(page);
  await rates.open();
  const firstRow = rates.rows().first();
  const href = (await firstRow.getByRole('link', { name: /^Details for filing / }).getAttribute('href')) ?? '';
  const companyProductPk = /^\/company\/(\d+)\/rate\//.exec(href)?.[1];
  if (!companyProductPk) throw new Error(`The first Details link on /rates has no company product: '${href}'`);
  // SPEC 2.7: the third column is Company.
  const companyName = ((await firstRow.getByRole('cell').nth(2).textContent()) ?? '').trim();
  return { companyProductPk, companyName };
}

/**
 * Opens the page of a company product with filings in a window `width` by `height` and waits for
 * its filing tables; resolves with the company product's key.
 */
async function openCompanyWithFilingsAt(page: Page, width: number, height: number): Promise<string> {
  const { companyProductPk } = await companyFromLatestRates(page);
  await page.setViewportSize({ width, height });
  const company = new CompanyPage(page);
  await company.open(companyProductPk);
  await expect(company.filingTables().first()).toBeVisible();
  return companyProductPk;
}

test.describe(`Company Page (SPEC 2.8) against ${e2eConfig.baseUrl}`, () => {
  test('shows the company of a /rates filing with its information, products and rate filing tables', async ({ page }) => {
    const { companyProductPk, companyName } = await companyFromLatestRates(page);
    const company = new CompanyPage(page);
    await company.open(companyProductPk);

    await expect(company.heading).toHaveText(companyName);
    await expect(page).toHaveTitle(/ - Company Information$/);
    await expect(company.compareMorePlans).toHaveAttribute('href', '/compare');

    await expect(company.detail('Address')).toHaveText(/\S/);
    const phone = company.detail('Phone').getByRole('link');
    if ((await phone.count()) > 0) await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);
    const website = company.detail('Website').getByRole('link');
    if ((await website.count()) > 0) {
      await expect(website).toHaveAttribute('href', /^https?:\/\//);
      await expect(website).toHaveAttribute('target', '_blank');
    }

    await expect(company.listItems('Products')).not.toHaveCount(0);
    const types = await company.listItems('Types of Insurance').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types).size, 'each type of insurance once').toBe(types.length);

    // One table per type of insurance that has filings, each headed by it.
    await expect(company.filingTables().first()).toBeVisible();
    const tables = await company.filingTables().count();
    const headings = await company.filingTableHeadings().allTextContents();
    expect(headings).toHaveLength(tables);
    expect(headings.every((heading) => types.includes(heading))).toBe(true);
    const hrefs = await company.detailsLinks().evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(RATE_PAGE_HREF);
    // SPEC 9: newest first.
    const dateHeader = company.filingTables().first().getByRole('columnheader', { name: 'Date' });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  });

  test('sorts a filing table from the keyboard', async ({ page }) => {
    const { companyProductPk } = await companyFromLatestRates(page);
    const company = new CompanyPage(page);
    await company.open(companyProductPk);

    const table = company.filingTables().first();
    await table.getByRole('button', { name: 'Date' }).focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  });

  for (const key of ['999999', 'abc']) {
    test(`shows 'No data found.' for /company/${key}`, async ({ page }) => {
      const company = new CompanyPage(page);
      await company.open(key);

      await expect(company.noDataFound).toBeVisible();
      await expect(company.heading).toHaveText('Company Information');
      await expect(company.rateFilingData).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on a company page with filings', async ({ page }) => {
        const companyProductPk = await openCompanyWithFilingsAt(page, width, height);

        await expectNoViolations(page, `/company/${companyProductPk} at ${width} px`);
      });

      test("has no WCAG 2.1 AA violations on 'No data found.'", async ({ page }) => {
        await page.setViewportSize({ width, height });
        const company = new CompanyPage(page);
        await company.open('999999');
        await expect(company.noDataFound).toBeVisible();

        await expectNoViolations(page, `/company/999999 at ${width} px`);
      });

      test('fits the window: nothing scrolls sideways', async ({ page }) => {
        await openCompanyWithFilingsAt(page, width, height);

        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
          .toBeLessThanOrEqual(0);
      });
    });
  }
});
