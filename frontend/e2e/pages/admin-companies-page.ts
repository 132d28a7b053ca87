import { expect, type Locator, type Page } from '@playwright/test';

/** A file as Playwright hands it to a file input. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** The rates template upload form (SPEC 2.13, 5.4): in the 'Rates template upload' dialog and on File Upload. */
export class RatesUploadForm {
  readonly picker: Locator;
  readonly noFile: Locator;
  readonly submit: Locator;
  /** 'Rates loaded' with what was loaded. */
  readonly loaded: Locator;
  /** SPEC 8 'Something went wrong' with the server's message. */
  readonly failure: Locator;

  constructor(readonly scope: Locator) {
    this.picker = scope.getByLabel('Pick File');
    this.noFile = scope.getByRole('button', { name: 'No file selected' });
    this.submit = scope.getByRole('button', { name: 'Submit File' });
    this.loaded = scope.getByRole('status').filter({ hasText: 'Rates loaded' });
    this.failure = scope.getByRole('alert').filter({ hasText: 'Something went wrong' });
  }

  /** Picks `file`, submits it, and waits for the outcome; resolves with its text. */
  async upload(file: UploadFile, timeoutMs = 120_000): Promise<{ ok: boolean; text: string }> {
    await this.picker.setInputFiles(file);
    await this.submit.click();
    const outcome = this.loaded.or(this.failure);
    await expect(outcome).toBeVisible({ timeout: timeoutMs });
    return { ok: await this.loaded.isVisible(), text: (await outcome.textContent()) ?? '' };
  }
}

/** Admin Companies (/secured/companies, SPEC 2.13). */
export class AdminCompaniesPage {
  readonly heading: Locator;
  readonly addCompany: Locator;
  readonly downloadTemplate: Locator;
  readonly filter: Locator;
  readonly table: Locator;
  /** The open dialog, whichever it is. */
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Companies' });
    this.addCompany = page.getByRole('button', { name: 'Add new company' });
    this.downloadTemplate = page.getByRole('link', { name: 'Download rates template' });
    this.filter = page.getByLabel('Filter by company name or code');
    this.table = page.getByRole('table', { name: /Insurance companies/ });
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/secured/companies');
    await expect(this.table).toBeVisible({ timeout: 30_000 });
  }

  /** The table row of the company named `name`. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: false }) });
  }

  /** An Actions button of a company: 'Edit', 'Deactivate', 'Activate' or 'Edit Rates'. */
  action(action: 'Edit' | 'Deactivate' | 'Activate' | 'Edit Rates', company: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${company}`, exact: true });
  }

  /** The Products tags of a company's row, each 'type product name' ('PPO Blue Lake Choice PPO'). */
  productTags(company: string): Locator {
    return this.row(company).getByRole('listitem');
  }

  /** The template, downloaded through 'Download rates template'. */
  async downloadTemplateBytes(): Promise<{ fileName: string; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadTemplate.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }

  /** Opens 'Edit Rates' of `company`; resolves with the upload form in the dialog. */
  async openEditRates(company: string): Promise<RatesUploadForm> {
    await this.action('Edit Rates', company).click();
    const dialog = this.page.getByRole('dialog', { name: 'Rates template upload' });
    await expect(dialog).toBeVisible();
    return new RatesUploadForm(dialog);
  }

  /**
   * Ticks or clears a Products box of the company dialog. The box itself sits off-screen
   * (USWDS styles its label instead), so its label is what a person clicks.
   */
  async setProduct(type: string, on: boolean): Promise<void> {
    const box = this.dialog.getByRole('checkbox', { name: type, exact: true });
    if ((await box.isChecked()) !== on) {
      await this.dialog.locator('label.usa-checkbox__label', { hasText: new RegExp(`^${type}$`) }).click();
    }
    await expect(box).toBeChecked({ checked: on });
  }

  /** A field of the company dialog, by its label. */
  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }
}

/** File Upload (/provider/upload, SPEC 2.18). */
export class FileUploadPage {
  readonly heading: Locator;
  readonly company: Locator;
  readonly section: Locator;
  readonly form: RatesUploadForm;
  readonly downloadTemplate: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'File Upload' });
    this.company = page.getByLabel('Company', { exact: true });
    this.section = page.getByRole('region', { name: 'Rates template upload' });
    this.form = new RatesUploadForm(this.section);
    this.downloadTemplate = page.getByRole('link', { name: 'Download rates template' });
  }

  async open(): Promise<void> {
    await this.page.goto('/provider/upload');
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }
}
