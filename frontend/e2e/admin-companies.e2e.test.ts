// Admin Companies and File Upload end to end (SPEC 2.13, 2.18, 4.4, 5.4, 8; issue 7): the real
// site, the dev identity provider, the admin API and the public compare page.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCompany } from '../src/lib/api/admin-api';
import { AdminCompaniesPage, FileUploadPage } from './pages/admin-companies-page';
import { newSiteContext } from './support/browser';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';
import { signInAs, STAFF } from './support/staff-sign-in';
import { adminApi, checkAccessibility, INSURER_COMPANY, XLS } from './support/admin-companies';

describe(`Admin Companies and File Upload against ${e2eConfig.baseUrl} (SPEC 2.13, 2.18)`, () => {
  const session = usePageSession();
  let page: Page;
  let context: BrowserContext;
  beforeEach(() => {
    ({ page, context } = session);
  });

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
