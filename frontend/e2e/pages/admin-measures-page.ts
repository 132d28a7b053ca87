import type { Locator, Page } from 'playwright-core';
import { signInAs, STAFF } from '../support/staff-sign-in';

/** The Measure Note Editor (/secured/edit-quality-measures): the card as visitors see it, and its dialog. */
export class AdminMeasuresPage {
  readonly heading: Locator;
  readonly editButton: Locator;
  /** The 'Quality Measures' card: the list item holding its heading. */
  readonly card: Locator;
  readonly dialog: Locator;
  readonly noteField: Locator;
  readonly linkField: Locator;
  /** The optional Spanish note and link (issue 21). */
  readonly noteEsField: Locator;
  readonly linkEsField: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Quality Measures Section' });
    this.editButton = page.getByRole('button', { name: 'Edit', exact: true });
    this.card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Quality Measures' }) });
    this.dialog = page.getByRole('dialog', { name: 'Edit Quality Measures Section' });
    this.noteField = this.dialog.getByLabel('Note', { exact: true });
    this.linkField = this.dialog.getByLabel('Link', { exact: true });
    this.noteEsField = this.dialog.getByLabel('Note in Spanish (optional)');
    this.linkEsField = this.dialog.getByLabel('Link in Spanish (optional)');
    this.saveButton = this.dialog.getByRole('button', { name: 'Save' });
  }

  /** Signs in as the administrator and opens the editor, waiting until the note and link have loaded. */
  async open(path = '/secured/edit-quality-measures'): Promise<void> {
    await signInAs(this.page, STAFF.administrator, path);
    await this.editButton.waitFor({ timeout: 30_000 });
  }

  /** The note as the card shows it. */
  async noteText(): Promise<string> {
    return (await this.card.locator('.usa-card__body').innerText()).trim();
  }

  /** Where the card's See Report button leads. */
  reportLink(): Locator {
    return this.card.getByRole('link', { name: /^See Report/ });
  }

  /**
   * Opens the dialog, types the note and link (and the Spanish ones when given), saves, and waits for the dialog to close;
   * fails with the dialog's error message when the save is refused.
   */
  async save(note: string, link: string, spanish?: { note: string; link: string }): Promise<void> {
    await this.editButton.click();
    await this.noteField.fill(note);
    await this.linkField.fill(link);
    if (spanish) {
      await this.noteEsField.fill(spanish.note);
      await this.linkEsField.fill(spanish.link);
    }
    await this.saveButton.click();
    const failure = this.dialog.locator('.usa-alert--error');
    await Promise.race([this.dialog.waitFor({ state: 'detached', timeout: 15_000 }), failure.waitFor({ timeout: 15_000 })]);
    if (await failure.isVisible()) throw new Error(`The save failed: ${await failure.innerText()}`);
  }
}
