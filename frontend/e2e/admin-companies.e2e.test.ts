// Admin Companies and File Upload end to end (SPEC 2.13, 2.18, 4.4, 5.4, 8; issue 7): the real
// site, the dev identity provider, the admin API and the public compare page.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../deploy/dev-idp/token-flow.mjs';
import type { AdminCompany, RatesUploadResult } from '../src/lib/api/admin-api';
import type { CompareDataset, County } from '../src/lib/api/public-api';
import { AdminCompaniesPage, FileUploadPage, type UploadFile } from './pages/admin-companies-page';
import { ComparePage } from './pages/compare-page';
import { formatViolations, scanWcag21AA } from './support/axe';
import { newSiteContext } from './support/browser';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';
import {
  companyTemplateFromDataset,
  fillRatesTemplate,
  ratingAreaOf,
  silverPlan,
  templateFill,
  type CompanyTemplate,
} from './support/rates-template-file';
import { signInAs, STAFF } from './support/staff-sign-in';

/** Where the screenshots for review go. */
const SHOTS = '/tmp/shots';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;
const XLS = 'application/vnd.ms-excel';

/** The insurer's company in the demo data (dev identity provider: Marcus Lee). */
const INSURER_COMPANY = { name: 'Blue Lake Health Plan', coCode: 95101 };
/** The county the new plan is sold in; the compare search looks there. */
const COUNTY = e2eConfig.expectedCounties[0] ?? 'Adams County';
/** Plans this file adds carry this prefix, so that a later run leaves them out of what it restores. */
const E2E_PLAN = 'E2E Upload';

/** The admin API as a staff member, outside the browser: for looking up and putting things back. */
async function adminApi(email: string) {
  const token = await getAccessToken({
    issuer: process.env.E2E_IDP_ISSUER ?? 'http://localhost:8083',
    email,
    redirectUri: `${e2eConfig.baseUrl}/auth/callback`,
  });
  const auth = { Authorization: `Bearer ${token}` };
  const first = await fetch(api('/api/users/active'), { headers: auth });
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const xsrf = { ...auth, Cookie: cookie, 'X-XSRF-TOKEN': cookie.replace('XSRF-TOKEN=', '') };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await fetch(api(path), { headers: auth });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    },
    async upload(companyPk: number, file: UploadFile): Promise<Response> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      return fetch(api(`/api/provider/upload/${companyPk}`), { method: 'POST', headers: xsrf, body: form });
    },
  };
}

async function publicJson<T>(path: string): Promise<T> {
  const response = await fetch(api(path));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Saves a screenshot for review: the whole page, or only the window while a dialog covers it. */
async function shoot(page: Page, shot: string, width: number): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: `${SHOTS}/admin-${shot}-${width}.png`, fullPage: !dialogOpen });
}

/** Runs axe at both widths and saves a screenshot of each for review. */
async function checkAccessibility(page: Page, shot: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const violations = await scanWcag21AA(page);
    expect(violations, formatViolations(`${page.url()} (${shot}, ${size.width}px)`, violations)).toEqual([]);
    await shoot(page, shot, size.width);
  }
  await page.setViewportSize(WIDTHS[0]);
}

/**
 * Waits until the public API answers the year's compare dataset with the plan: an upload is
 * seen by the public API once it notices the new data generation (it checks every half second),
 * and through the gateway, which keeps one copy per encoding for a second, in each encoding a
 * browser may ask for.
 */
async function waitForPublicPlan(year: number, planName: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  const listed = async (encoding: string) => {
    const response = await fetch(`${e2eConfig.baseUrl}/ws/compare-plans/${year}`, {
      headers: { 'Accept-Encoding': encoding },
    });
    const dataset = (await response.json()) as { planData: Record<string, { name: string }> };
    return Object.values(dataset.planData).some((plan) => plan.name === planName);
  };
  for (;;) {
    if ((await listed('br')) && (await listed('gzip'))) return;
    if (Date.now() > deadline) throw new Error(`the public compare dataset of ${year} never listed ${planName}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Searches Compare for `year` and `county` (age 40, no tobacco, every level); the titles of the plan rows. */
async function comparePlanTitles(page: Page, year: number, county: string, company: string): Promise<string[]> {
  const compare = new ComparePage(page);
  await compare.open();
  await compare.year.selectOption({ label: String(year) });
  await compare.layout.waitUntilSettled();
  await compare.location.selectOption({ label: county });
  await compare.age.fill('40');
  await compare.tobacco.selectOption('N');
  await compare.searchNow.click();
  await compare.results.waitFor({ timeout: 60_000 });
  return (await compare.planRowLines(company)).map((row) => row.title);
}

describe(`Admin Companies and File Upload against ${e2eConfig.baseUrl} (SPEC 2.13, 2.18)`, () => {
  const session = usePageSession();
  let page: Page;
  let context: BrowserContext;
  beforeEach(() => {
    ({ page, context } = session);
  });

  /** What the insurer's company and the newest compare year look like now, from the APIs. */
  type Setting = {
    company: AdminCompany;
    year: number;
    counties: County[];
    /** The company's plans of `year` as the public dataset shows them, without this file's. */
    original: CompanyTemplate;
  };
  let setting: Setting;

  beforeAll(async () => {
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
  }, 120_000);

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

  it('shows Companies with its buttons, tags and dialogs, accessible at 1280 and 390 px', async () => {
    await signInAs(page, STAFF.administrator, '/secured/companies');
    const companies = new AdminCompaniesPage(page);
    await companies.open();

    await expect(companies.heading.isVisible()).resolves.toBe(true);
    await expect(companies.addCompany.isVisible()).resolves.toBe(true);
    await expect(companies.downloadTemplate.getAttribute('href')).resolves.toBe('/rate_template.xls');
    await expect(companies.downloadTemplate.getAttribute('download')).resolves.not.toBeNull();
    // Each tag names the product type, then the product (issue 15: the demo insurer sells two of a type).
    const tags = await companies.productTags(INSURER_COMPANY.name);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/^(HMO|PPO|EPO|POS) \S.*$/);
    expect(new Set(tags).size).toBe(tags.length);
    await checkAccessibility(page, 'companies');

    await companies.addCompany.click();
    await page.getByRole('dialog', { name: 'Add new company' }).waitFor();
    await checkAccessibility(page, 'companies-company-dialog');
    await page.keyboard.press('Escape');
    await expect(companies.addCompany.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await companies.action('Edit', INSURER_COMPANY.name).click();
    await page.getByRole('dialog', { name: 'Edit company' }).waitFor();
    await expect(companies.dialog.getByLabel(/^Code/).getAttribute('readonly')).resolves.not.toBeNull();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await companies.action('Deactivate', INSURER_COMPANY.name).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).waitFor();
    await checkAccessibility(page, 'companies-confirm-dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const form = await companies.openEditRates(INSURER_COMPANY.name);
    await expect(form.scope.getByText('Use the form below to upload a .xls file.').isVisible()).resolves.toBe(true);
    await expect(form.picker.getAttribute('accept')).resolves.toBe('.xls,.xlsx,.xlsm,.ods');
    await expect(form.noFile.isDisabled()).resolves.toBe(true);
    await checkAccessibility(page, 'companies-upload-dialog');
    // 'Pick File' works from the keyboard: it has focus when the dialog opens, Space opens the chooser.
    await expect(form.picker.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const chooser = await openChooserBySpace(page);
    await chooser.setFiles({ name: 'chosen-by-keyboard.xls', mimeType: XLS, buffer: Buffer.from('not sent') });
    await form.scope.getByText('chosen-by-keyboard.xls').waitFor();
    await expect(form.submit.isEnabled()).resolves.toBe(true);
    await form.scope.getByRole('button', { name: 'Close' }).click();
    await expect(
      companies.action('Edit Rates', INSURER_COMPANY.name).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
  }, 180_000);

  it('adds a company, refuses its code twice, edits it, deactivates and activates it (SPEC 2.13, 4.4, 5.4)', async () => {
    // A code of its own per run: companies cannot be deleted, and codes are unique.
    const code = 90_000_000 + (Date.now() % 10_000_000);
    const name = `E2E Test Company ${code}`;
    await signInAs(page, STAFF.administrator, '/secured/companies');
    const companies = new AdminCompaniesPage(page);
    await companies.open();

    // Add: required fields checked before anything is sent.
    await companies.addCompany.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(companies.dialog.getByText("Enter the company's name.").first().isVisible()).resolves.toBe(true);
    await companies.field('Name *').fill(name);
    await companies.field('Code *').fill(String(code));
    await companies.field('City').fill('Harbor City');
    await companies.field('State').fill('LK');
    await companies.setProduct('HMO', true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} was saved.`).waitFor();
    await companies.filter.fill(String(code));
    await expect(companies.productTags(name)).resolves.toEqual([`HMO ${name} HMO`]);

    // The same code again: the server's 409 shows next to Code.
    await companies.addCompany.click();
    await companies.field('Name *').fill(`${name} copy`);
    await companies.field('Code *').fill(String(code));
    await page.getByRole('button', { name: 'Save' }).click();
    await companies.dialog.getByText(`The company code ${code} is already used by ${name}.`).first().waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // Edit: the code is fixed; city and products change.
    await companies.action('Edit', name).click();
    await expect(companies.field('Code *').getAttribute('readonly')).resolves.not.toBeNull();
    await companies.field('City').fill('Port Alder');
    await companies.setProduct('HMO', false);
    await companies.setProduct('PPO', true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} was saved.`).waitFor();
    await expect(companies.productTags(name)).resolves.toEqual([`PPO ${name} PPO`]);
    await companies.action('Edit', name).click();
    await expect(companies.field('City').inputValue()).resolves.toBe('Port Alder');
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // Deactivate, then activate again, each after 'Are you sure?'.
    await companies.action('Deactivate', name).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText(`${name} is now inactive.`).waitFor();
    await expect(companies.row(name).getByText('Inactive').isVisible()).resolves.toBe(true);
    await companies.action('Activate', name).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Activate' }).click();
    await page.getByText(`${name} is now active.`).waitFor();
    await companies.action('Deactivate', name).waitFor();

    // What the list shows is what the server stored.
    const stored = (await (await adminApi(STAFF.administrator.email)).get<AdminCompany[]>('/api/companies')).find(
      (c) => c.coCode === code,
    );
    expect(stored).toMatchObject({ companyName: name, city: 'Port Alder', state: 'LK', active: 1 });
    expect(stored?.products.filter((p) => p.active === 1).map((p) => p.productTypeName)).toEqual(['PPO']);
  }, 180_000);

  it("refuses a template with a wrong age and shows the server's sheet, row and column (SPEC 8)", async () => {
    await signInAs(page, STAFF.administrator, '/secured/companies');
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
    await expect(form.submit.isEnabled()).resolves.toBe(true);
  }, 600_000);

  it('loads a filled template as the administrator and as the insurer, and Compare shows the plan (issue 7)', async () => {
    const runId = String(Date.now() % 100_000).padStart(5, '0');
    const { company, year, original } = setting;
    const adminPlan = `${E2E_PLAN} Silver ${runId} Admin`;
    const insurerPlan = `${E2E_PLAN} Silver ${runId} Insurer`;
    const admin = await adminApi(STAFF.administrator.email);
    let restore: Buffer | null = null;
    const insurerContext = await newSiteContext(context.browser()!);
    try {
      // The administrator downloads the template and uploads it filled, through 'Edit Rates'.
      await signInAs(page, STAFF.administrator, '/secured/companies');
      const companies = new AdminCompaniesPage(page);
      await companies.open();
      const template = await downloadTemplate(companies);
      if (original.plans.length > 0) restore = await fillRatesTemplate(template, templateFill(original));
      const forAdmin = await fillRatesTemplate(template, templateFill(withNewPlan(adminPlan, runId)));
      const form = await companies.openEditRates(INSURER_COMPANY.name);
      const loaded = await form.upload({ name: `blue-lake-${year}.xls`, mimeType: XLS, buffer: forAdmin });
      expect(loaded.text).toContain(`The rates template for ${INSURER_COMPANY.name} was loaded.`);
      expect(loaded.text).toContain(`Plan year ${year}: ${original.plans.length + 1} plan`);
      await expect(form.noFile.isDisabled()).resolves.toBe(true);
      await shoot(page, 'companies-upload-loaded', WIDTHS[0].width);
      await form.scope.getByRole('button', { name: 'Close' }).click();

      await waitForPublicPlan(year, adminPlan);
      const compareAsAdmin = await context.newPage();
      await expect(comparePlanTitles(compareAsAdmin, year, COUNTY, INSURER_COMPANY.name)).resolves.toContainEqual(
        expect.stringContaining(adminPlan),
      );
      await compareAsAdmin.close();

      // The insurer uploads the same plan, renamed, through File Upload: their company only.
      const insurerPage = await insurerContext.newPage();
      await signInAs(insurerPage, STAFF.insurer, '/provider/upload');
      const upload = new FileUploadPage(insurerPage);
      await upload.section.waitFor({ timeout: 30_000 });
      await expect(upload.company.count()).resolves.toBe(0);
      await expect(upload.section.getByText(INSURER_COMPANY.name, { exact: true }).isVisible()).resolves.toBe(true);
      const forInsurer = await fillRatesTemplate(template, templateFill(withNewPlan(insurerPlan, runId)));
      const insurerLoaded = await upload.form.upload({ name: `blue-lake-${year}-insurer.xls`, mimeType: XLS, buffer: forInsurer });
      expect(insurerLoaded.ok, insurerLoaded.text).toBe(true);
      expect(insurerLoaded.text).toContain(`Plan year ${year}: ${original.plans.length + 1} plan`);

      // A fresh page of a context that never loaded the dataset: no browser cache in the way.
      await waitForPublicPlan(year, insurerPlan);
      const titles = await comparePlanTitles(await insurerContext.newPage(), year, COUNTY, INSURER_COMPANY.name);
      expect(titles).toContainEqual(expect.stringContaining(insurerPlan));
      expect(titles.some((title) => title.includes(adminPlan))).toBe(false);
      // Age 40 is the 21st row from age 20: $300 + $20.
      expect(titles).toContainEqual(`$320.00 | ${insurerPlan}`);
    } finally {
      await insurerContext.close();
      // Put the company's plans of the year back as they were (public data; rating area names aside).
      if (restore) {
        const response = await admin.upload(company.companyPk, { name: 'restore.xls', mimeType: XLS, buffer: restore });
        const body = (await response.json()) as RatesUploadResult | { error: { message: string } };
        expect(response.status, JSON.stringify(body)).toBe(200);
        expect((body as RatesUploadResult).plans).toBe(original.plans.length);
      }
    }
  }, 900_000);

  it('shows File Upload to the insurer for their company and to the administrator with a company choice', async () => {
    const insurerContext = await newSiteContext(context.browser()!);
    try {
      const insurerPage = await insurerContext.newPage();
      await signInAs(insurerPage, STAFF.insurer, '/provider/upload');
      const asInsurer = new FileUploadPage(insurerPage);
      await asInsurer.section.waitFor({ timeout: 30_000 });
      await expect(asInsurer.heading.isVisible()).resolves.toBe(true);
      await expect(asInsurer.downloadTemplate.isVisible()).resolves.toBe(true);
      await expect(asInsurer.company.count()).resolves.toBe(0);
      await expect(asInsurer.form.noFile.isDisabled()).resolves.toBe(true);
      await asInsurer.form.picker.setInputFiles({ name: 'draft.xls', mimeType: XLS, buffer: Buffer.from('draft') });
      await expect(asInsurer.form.submit.isEnabled()).resolves.toBe(true);
      await expect(asInsurer.section.getByText('draft.xls').isVisible()).resolves.toBe(true);
      await checkAccessibility(insurerPage, 'file-upload-insurer');
    } finally {
      await insurerContext.close();
    }

    await signInAs(page, STAFF.administrator, '/provider/upload');
    const asAdmin = new FileUploadPage(page);
    await asAdmin.company.waitFor({ timeout: 30_000 });
    await expect(asAdmin.section.count()).resolves.toBe(0);
    await asAdmin.company.selectOption({ label: `${INSURER_COMPANY.name} (${INSURER_COMPANY.coCode})` });
    await asAdmin.section.waitFor();
    await checkAccessibility(page, 'file-upload-administrator');
  }, 180_000);

  it('shows the insurer the public home at /secured/companies (SPEC 2.2, 6)', async () => {
    await signInAs(page, STAFF.insurer, '/secured/companies');

    await page.getByText(/Welcome to the/).first().waitFor({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Edit Rates/ }).count()).resolves.toBe(0);
  }, 120_000);
});

/**
 * Presses Space on the focused file input and resolves with the file chooser it opens. Under
 * load the browser can take the key before Playwright's chooser interception is in place (the
 * native dialog then opens unseen), so a press that opens nothing in 5 s is made once more.
 */
async function openChooserBySpace(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const chooser = page.waitForEvent('filechooser', { timeout: attempt === 1 ? 5_000 : 30_000 });
    await page.keyboard.press('Space');
    try {
      return await chooser;
    } catch (error) {
      if (attempt > 1) throw error;
    }
  }
}
