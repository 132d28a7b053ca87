// Rates template uploads end to end (SPEC 2.13, 5.4, 8): a refused template with its
// sheet/row/column, and a filled one loaded as the administrator and as the insurer, seen in Compare.
import type { AdminCompany, RatesUploadResult } from '../src/lib/api/admin-api';
import type { CompareDataset, County } from '../src/lib/api/public-api';
import { AdminCompaniesPage, FileUploadPage } from './pages/admin-companies-page';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import {
  companyTemplateFromDataset,
  fillRatesTemplate,
  ratingAreaOf,
  silverPlan,
  templateFill,
  type CompanyTemplate,
} from './support/rates-template-file';
import { STAFF } from './support/staff-sign-in';
import {
  adminApi,
  checkAccessibility,
  comparePlanTitles,
  COUNTY,
  E2E_PLAN,
  INSURER_COMPANY,
  publicJson,
  shoot,
  waitForPublicPlan,
  WIDTHS,
  XLS,
} from './support/admin-companies';

test.describe(`Rates template uploads against ${e2eConfig.baseUrl} (SPEC 2.13, 2.18, 5.4)`, () => {
  /** What the insurer's company and the newest compare year look like now, from the APIs. */
  type Setting = {
    company: AdminCompany;
    year: number;
    counties: County[];
    /** The company's plans of `year` as the public dataset shows them, without this file's. */
    original: CompanyTemplate;
  };
  let setting: Setting;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const admin = await adminApi(STAFF.administrator.email);
    const companies = await admin.get<AdminCompany[]>('/api/companies');
    const company = companies.find((c) => c.coCode === INSURER_COMPANY.coCode);
    if (!company) throw new Error(`The demo data has no company with code ${INSURER_COMPANY.coCode}.`);
    const years = await publicJson<number[]>('/get-years');
    const year = Math.max(...years);
    const counties = await publicJson<County[]>('/counties');
    const dataset = await publicJson<CompareDataset>(`/compare-plans/${year}`);
    const productNames = new Map(company.products.map((p) => [p.companyProductPk, p.productName]));
    const original = companyTemplateFromDataset(
      dataset,
      counties,
      { companyPk: company.companyPk, coCode: company.coCode, productNames },
      (name) => name.startsWith(E2E_PLAN),
    );
    setting = { company, year, counties, original };
  });

  /** The template of the company's plans plus one new Silver plan named `name`, sold in COUNTY. */
  function withNewPlan(name: string, runId: string): CompanyTemplate {
    const { original, company } = setting;
    const template: CompanyTemplate = { ...original, ratingAreas: new Map(original.ratingAreas), plans: [...original.plans] };
    const area = ratingAreaOf(template, COUNTY);
    // A product that is on sale, so that its plans are shown (docs/rates-template.md).
    const product =
      company.products.find((p) => p.active === 1 && p.productTypeFk != null && original.plans.some((o) => o.productName === p.productName)) ??
      company.products.find((p) => p.active === 1 && p.productTypeFk != null);
    if (!product) throw new Error(`${company.companyName} has no active typed product to sell a plan under.`);
    const planId = `${template.issuerId}LK97${runId.slice(-5).padStart(5, '0')}`;
    template.plans.push(silverPlan(planId, name, product.productName, area));
    return template;
  }

  /** The template bytes, downloaded through the Companies screen. */
  async function downloadTemplate(companies: AdminCompaniesPage): Promise<Buffer> {
    const { fileName, bytes } = await companies.downloadTemplateBytes();
    expect(fileName).toBe('rate_template.xls');
    // The OLE2 compound-file signature every .xls starts with.
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    return bytes;
  }

  test("refuses a template with a wrong age and shows the server's sheet, row and column (SPEC 8)", async ({ adminPage: page }) => {
    // Filling a template builds the rates-template crate when no RATE_TEMPLATE_BIN is given.
    test.setTimeout(600_000);
    const companies = new AdminCompaniesPage(page);
    await companies.open();
    const template = await downloadTemplate(companies);
    const fill = templateFill(withNewPlan(`${E2E_PLAN} Wrong Age`, '00001'));
    // Rates rows start at row 2; the new plan's rows follow the company's own.
    const rates = fill.Rates as Record<string, string | number | null>[];
    const index = rates.findIndex((row) => row.Age === '30' && String(row.PlanId).includes('LK97'));
    (rates[index] as Record<string, string | number | null>).Age = '70';
    const bytes = await fillRatesTemplate(template, fill);

    const form = await companies.openEditRates(INSURER_COMPANY.name);
    const outcome = await form.upload({ name: 'wrong-age.xls', mimeType: XLS, buffer: bytes });

    await checkAccessibility(page, 'companies-upload-refused');
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toContain('The rates template was not loaded and nothing was changed.');
    expect(outcome.text).toContain(`Sheet 'Rates', row ${index + 2}, column C (Age): '70' is not an age`);
    // The busy state is over: the same file can be sent again.
    await expect(form.submit).toBeEnabled();
  });

  test('loads a filled template as the administrator and as the insurer, and Compare shows the plan', async ({
    adminPage: page,
    staffPage,
    newContext,
  }) => {
    test.setTimeout(900_000);
    const runId = String(Date.now() % 100_000).padStart(5, '0');
    const { company, year, original } = setting;
    const adminPlan = `${E2E_PLAN} Silver ${runId} Admin`;
    const insurerPlan = `${E2E_PLAN} Silver ${runId} Insurer`;
    const admin = await adminApi(STAFF.administrator.email);
    let restore: Buffer | null = null;
    try {
      // The administrator downloads the template and uploads it filled, through 'Edit Rates'.
      const companies = new AdminCompaniesPage(page);
      await companies.open();
      const template = await downloadTemplate(companies);
      if (original.plans.length > 0) restore = await fillRatesTemplate(template, templateFill(original));
      const forAdmin = await fillRatesTemplate(template, templateFill(withNewPlan(adminPlan, runId)));
      const form = await companies.openEditRates(INSURER_COMPANY.name);
      const loaded = await form.upload({ name: `blue-lake-${year}.xls`, mimeType: XLS, buffer: forAdmin });
      expect(loaded.text).toContain(`The rates template for ${INSURER_COMPANY.name} was loaded.`);
      expect(loaded.text).toContain(`Plan year ${year}: ${original.plans.length + 1} plan`);
      await expect(form.noFile).toBeDisabled();
      await shoot(page, 'companies-upload-loaded', WIDTHS[0].width);
      await form.scope.getByRole('button', { name: 'Close' }).click();

      await waitForPublicPlan(year, adminPlan);
      const compareAsAdmin = await page.context().newPage();
      expect(await comparePlanTitles(compareAsAdmin, year, COUNTY, INSURER_COMPANY.name)).toContainEqual(
        expect.stringContaining(adminPlan),
      );
      await compareAsAdmin.close();

      // The insurer uploads the same plan, renamed, through File Upload: their company only.
      const insurerPage = await staffPage(STAFF.insurer);
      await insurerPage.goto('/provider/upload');
      const upload = new FileUploadPage(insurerPage);
      await expect(upload.section).toBeVisible({ timeout: 30_000 });
      await expect(upload.company).toHaveCount(0);
      await expect(upload.section.getByText(INSURER_COMPANY.name, { exact: true })).toBeVisible();
      const forInsurer = await fillRatesTemplate(template, templateFill(withNewPlan(insurerPlan, runId)));
      const insurerLoaded = await upload.form.upload({ name: `blue-lake-${year}-insurer.xls`, mimeType: XLS, buffer: forInsurer });
      expect(insurerLoaded.ok, insurerLoaded.text).toBe(true);
      expect(insurerLoaded.text).toContain(`Plan year ${year}: ${original.plans.length + 1} plan`);

      // A fresh page of a context that never loaded the dataset: no browser cache in the way.
      await waitForPublicPlan(year, insurerPlan);
      const titles = await comparePlanTitles(await (await newContext()).newPage(), year, COUNTY, INSURER_COMPANY.name);
      expect(titles).toContainEqual(expect.stringContaining(insurerPlan));
      expect(titles.some((title) => title.includes(adminPlan))).toBe(false);
      // Age 40 is the 21st row from age 20: $300 + $20.
      expect(titles).toContainEqual(`$320.00 | ${insurerPlan}`);
    } finally {
      // Put the company's plans of the year back as they were (public data; rating area names aside).
      if (restore) {
        const response = await admin.upload(company.companyPk, { name: 'restore.xls', mimeType: XLS, buffer: restore });
        const body = (await response.json()) as RatesUploadResult | { error: { message: string } };
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect((body as RatesUploadResult).plans).toBe(original.plans.length);
      }
    }
  });
});
