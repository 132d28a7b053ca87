import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompanyPage } from './pages/company-page';
import { RatesPage } from './pages/rates-page';
import { formatViolations, scanWcag21AA } from './support/axe';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';

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

describe(`Company Page (SPEC 2.8) against ${e2eConfig.baseUrl}`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('shows the company of a /rates filing with its information, products and rate filing tables', async () => {
    const { companyProductPk, companyName } = await companyFromLatestRates(page);
    const company = new CompanyPage(page);
    await company.open(companyProductPk);

    await expect(company.heading.textContent()).resolves.toBe(companyName);
    await expect(page.title()).resolves.toMatch(/ - Company Information$/);
    await expect(company.compareMorePlans.getAttribute('href')).resolves.toBe('/compare');

    await expect(company.detail('Address').innerText()).resolves.toMatch(/\S/);
    const phone = company.detail('Phone').getByRole('link');
    if ((await phone.count()) > 0) await expect(phone.getAttribute('href')).resolves.toMatch(/^tel:\+?\d+$/);
    const website = company.detail('Website').getByRole('link');
    if ((await website.count()) > 0) {
      await expect(website.getAttribute('href')).resolves.toMatch(/^https?:\/\//);
      await expect(website.getAttribute('target')).resolves.toBe('_blank');
    }

    expect(await company.listItems('Products').count()).toBeGreaterThan(0);
    const types = await company.listItems('Types of Insurance').allTextContents();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types).size, 'each type of insurance once').toBe(types.length);

    // One table per type of insurance that has filings, each headed by it.
    const tables = await company.filingTables().count();
    expect(tables).toBeGreaterThan(0);
    const headings = await company.filingTableHeadings().allTextContents();
    expect(headings).toHaveLength(tables);
    expect(headings.every((heading) => types.includes(heading))).toBe(true);
    const hrefs = await company.detailsLinks().evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(RATE_PAGE_HREF);
    // SPEC 9: newest first.
    const dateHeader = company.filingTables().first().getByRole('columnheader', { name: 'Date' });
    await expect(dateHeader.getAttribute('aria-sort')).resolves.toBe('descending');
  });

  it('sorts a filing table from the keyboard', async () => {
    const { companyProductPk } = await companyFromLatestRates(page);
    const company = new CompanyPage(page);
    await company.open(companyProductPk);

    const table = company.filingTables().first();
    await table.getByRole('button', { name: 'Date' }).focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).resolves.toBe(
      'ascending',
    );
  });

  it.each(['999999', 'abc'])("shows 'No data found.' for /company/%s", async (key) => {
    const company = new CompanyPage(page);
    await company.open(key);

    await company.noDataFound.waitFor();
    await expect(company.heading.textContent()).resolves.toBe('Company Information');
    await expect(company.rateFilingData.count()).resolves.toBe(0);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  describe.each([
    [1280, 900],
    [390, 844],
  ])('at %i px wide', (width, height) => {
    it('has no WCAG 2.1 AA violations on a company page with filings', async () => {
      const { companyProductPk } = await companyFromLatestRates(page);
      await page.setViewportSize({ width, height });
      const company = new CompanyPage(page);
      await company.open(companyProductPk);
      await company.filingTables().first().waitFor();

      const violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`/company/${companyProductPk} at ${width} px`, violations)).toEqual([]);
    });

    it("has no WCAG 2.1 AA violations on 'No data found.'", async () => {
      await page.setViewportSize({ width, height });
      const company = new CompanyPage(page);
      await company.open('999999');
      await company.noDataFound.waitFor();

      const violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`/company/999999 at ${width} px`, violations)).toEqual([]);
    });

    it('fits the window: nothing scrolls sideways', async () => {
      const { companyProductPk } = await companyFromLatestRates(page);
      await page.setViewportSize({ width, height });
      const company = new CompanyPage(page);
      await company.open(companyProductPk);
      await company.filingTables().first().waitFor();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
