// Admin Companies and File Upload end to end (SPEC 2.13, 2.18, 4.4, 5.4, 8): the real
// site, the dev identity provider, the admin API and the public compare page.
import type { AdminCompany } from '../src/lib/api/admin-api';
import { AdminCompaniesPage, FileUploadPage } from './pages/admin-companies-page';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { STAFF } from './support/staff-sign-in';
import { adminApi, checkAccessibility, INSURER_COMPANY, XLS } from './support/admin-companies';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

test.describe(`Admin Companies and File Upload against ${e2eConfig.baseUrl} (SPEC 2.13, 2.18)`, () => {
  test('shows Companies with its buttons, tags and dialogs, accessible at 1280 and 390 px', async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    // Playwright intercepts the file chooser once a listener asks for it; asked for now, long before
    // Space opens the chooser, so the key cannot beat the interception.
    page.on('filechooser', () => {});
    const companies = new AdminCompaniesPage(page);
    await companies.open();

    await expect(companies.heading).toBeVisible();
    await expect(companies.addCompany).toBeVisible();
    await expect(companies.downloadTemplate).toHaveAttribute('href', '/rate_template.xls');
    await expect(companies.downloadTemplate).toHaveAttribute('download');
    // Each tag names the product type, then the product (the demo insurer sells two of a type).
    await expect(companies.productTags(INSURER_COMPANY.name)).not.toHaveCount(0);
    const tags = await companies.productTags(INSURER_COMPANY.name).allTextContents();
    for (const tag of tags) expect(tag).toMatch(/^(HMO|PPO|EPO|POS) \S.*$/);
    expect(new Set(tags).size).toBe(tags.length);
    await checkAccessibility(page, 'companies');

    await companies.addCompany.click();
    await expect(page.getByRole('dialog', { name: 'Add new company' })).toBeVisible();
    await checkAccessibility(page, 'companies-company-dialog');
    await page.keyboard.press('Escape');
    await expect(companies.addCompany).toBeFocused();

    await companies.action('Edit', INSURER_COMPANY.name).click();
    await expect(page.getByRole('dialog', { name: 'Edit company' })).toBeVisible();
    await expect(companies.dialog.getByLabel(/^Code/)).toHaveAttribute('readonly');
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await companies.action('Deactivate', INSURER_COMPANY.name).click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
    await checkAccessibility(page, 'companies-confirm-dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const form = await companies.openEditRates(INSURER_COMPANY.name);
    await expect(form.scope.getByText('Use the form below to upload a .xls file.')).toBeVisible();
    await expect(form.picker).toHaveAttribute('accept', '.xls,.xlsx,.xlsm,.ods');
    await expect(form.noFile).toBeDisabled();
    await checkAccessibility(page, 'companies-upload-dialog');
    // 'Pick File' works from the keyboard: it has focus when the dialog opens, Space opens the chooser.
    await expect(form.picker).toBeFocused();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles({ name: 'chosen-by-keyboard.xls', mimeType: XLS, buffer: Buffer.from('not sent') });
    await expect(form.scope.getByText('chosen-by-keyboard.xls')).toBeVisible();
    await expect(form.submit).toBeEnabled();
    await form.scope.getByRole('button', { name: 'Close' }).click();
    await expect(companies.action('Edit Rates', INSURER_COMPANY.name)).toBeFocused();
  });

  test('adds a company, refuses its code twice, edits it, deactivates and activates it (SPEC 2.13, 4.4, 5.4)', async ({
    adminPage: page,
  }) => {
    test.setTimeout(180_000);
    // A code of its own per run: companies cannot be deleted, and codes are unique.
    const code = 90_000_000 + (Date.now() % 10_000_000);
    const name = `E2E Test Company ${code}`;
    const companies = new AdminCompaniesPage(page);
    await companies.open();

    // Add: required fields checked before anything is sent.
    await companies.addCompany.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(companies.dialog.getByText("Enter the company's name.").first()).toBeVisible();
    await companies.field('Name *').fill(name);
    await companies.field('Code *').fill(String(code));
    await companies.field('City').fill('Harbor City');
    await companies.field('State').fill('LK');
    await companies.setProduct('HMO', true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    await companies.filter.fill(String(code));
    await expect(companies.productTags(name)).toHaveText([`HMO ${name} HMO`]);

    // The same code again: the server's 409 shows next to Code.
    await companies.addCompany.click();
    await companies.field('Name *').fill(`${name} copy`);
    await companies.field('Code *').fill(String(code));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(companies.dialog.getByText(`The company code ${code} is already used by ${name}.`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // Edit: the code is fixed; city and products change.
    await companies.action('Edit', name).click();
    await expect(companies.field('Code *')).toHaveAttribute('readonly');
    await companies.field('City').fill('Port Alder');
    await companies.setProduct('HMO', false);
    await companies.setProduct('PPO', true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    await expect(companies.productTags(name)).toHaveText([`PPO ${name} PPO`]);
    await companies.action('Edit', name).click();
    await expect(companies.field('City')).toHaveValue('Port Alder');
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // Deactivate, then activate again, each after 'Are you sure?'.
    await companies.action('Deactivate', name).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`${name} is now inactive.`)).toBeVisible();
    await expect(companies.row(name).getByText('Inactive')).toBeVisible();
    await companies.action('Activate', name).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText(`${name} is now active.`)).toBeVisible();
    await expect(companies.action('Deactivate', name)).toBeVisible();

    // What the list shows is what the server stored.
    const stored = (await (await adminApi(STAFF.administrator.email)).get<AdminCompany[]>('/api/companies')).find(
      (c) => c.coCode === code,
    );
    expect(stored).toMatchObject({ companyName: name, city: 'Port Alder', state: 'LK', active: 1 });
    expect(stored?.products.filter((p) => p.active === 1).map((p) => p.productTypeName)).toEqual(['PPO']);
  });

  test('shows File Upload to the insurer for their company and to the administrator with a company choice', async ({
    insurerPage,
    adminPage: page,
  }) => {
    test.setTimeout(180_000);
    await insurerPage.goto('/provider/upload');
    const asInsurer = new FileUploadPage(insurerPage);
    await expect(asInsurer.section).toBeVisible({ timeout: 30_000 });
    await expect(asInsurer.heading).toBeVisible();
    await expect(asInsurer.downloadTemplate).toBeVisible();
    await expect(asInsurer.company).toHaveCount(0);
    await expect(asInsurer.form.noFile).toBeDisabled();
    await asInsurer.form.picker.setInputFiles({ name: 'draft.xls', mimeType: XLS, buffer: Buffer.from('draft') });
    await expect(asInsurer.form.submit).toBeEnabled();
    await expect(asInsurer.section.getByText('draft.xls')).toBeVisible();
    await checkAccessibility(insurerPage, 'file-upload-insurer');

    await page.goto('/provider/upload');
    const asAdmin = new FileUploadPage(page);
    await expect(asAdmin.company).toBeVisible({ timeout: 30_000 });
    await expect(asAdmin.section).toHaveCount(0);
    await asAdmin.company.selectOption({ label: `${INSURER_COMPANY.name} (${INSURER_COMPANY.coCode})` });
    await expect(asAdmin.section).toBeVisible();
    await checkAccessibility(page, 'file-upload-administrator');
  });

  test('shows the insurer the public home at /secured/companies (SPEC 2.2, 6)', async ({ insurerPage: page }) => {
    await page.goto('/secured/companies');

    await expect(page.getByText(/Welcome to the/).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit Rates/ })).toHaveCount(0);
  });
});
