import { expect, type Locator, type Page } from '@playwright/test';

/** The fields of the user dialog (SPEC 2.15), by label. */
export type UserFields = Partial<Record<'First Name' | 'Last Name' | 'Email' | 'UID', string>>;

/** Admin Users (/secured/users): the staff users table, its filters and the user and confirm dialogs. */
export class AdminUsersPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly table: Locator;
  readonly filter: Locator;
  /** The success notice after a save ('... was saved.', '... is now inactive.'). */
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Users' });
    this.addButton = page.getByRole('button', { name: 'Add new user' });
    this.table = page.getByRole('table', { name: /Staff users/ });
    this.filter = page.getByLabel('Filter by name, email or UID', { exact: true });
    this.notice = page.locator('.usa-alert--success');
  }

  /** Opens the screen (the page is the Administrator's), waiting for the table. */
  async open(path = '/secured/users'): Promise<void> {
    await this.page.goto(path);
    await expect(this.table).toBeVisible({ timeout: 30_000 });
  }

  /** The open modal dialog with this name: 'Add new user', 'Edit user' or 'Are you sure?'. */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The body row holding this text (a name or an e-mail address). */
  row(text: string): Locator {
    return this.table.locator('tbody tr').filter({ hasText: text });
  }

  /** A row's Status cell. */
  status(text: string): Locator {
    return this.row(text).locator('td[data-label="Status"]');
  }

  /** The dialog's error line (SPEC 2.15, 5.3). */
  errorLine(dialog: Locator): Locator {
    return dialog.locator('p.usa-error-message');
  }

  async fill(dialog: Locator, fields: UserFields): Promise<void> {
    for (const [label, value] of Object.entries(fields)) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
  }

  async chooseRole(dialog: Locator, role: 'Insurance' | 'Administrator' | '- Select -'): Promise<void> {
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
  }

  async chooseCompany(dialog: Locator, company: string): Promise<void> {
    const select = dialog.getByRole('combobox', { name: 'Company' });
    await expect(select.locator('option', { hasText: company }).first()).toBeAttached();
    await select.selectOption({ label: company });
  }

  /** Narrows the table to the rows matching `text`. */
  async filterBy(text: string): Promise<void> {
    await this.filter.fill(text);
  }
}
