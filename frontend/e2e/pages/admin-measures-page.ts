import { expect, type Locator, type Page } from '@playwright/test';

/** The Measure Note Editor (/secured/edit-quality-measures): the card as visitors see it, and its dialog. */
export class AdminMeasuresPage {
  readonly heading: Locator;
  readonly editButton: Locator;
  /** The 'Quality Measures' card: the list item holding its heading. */
  readonly card: Locator;
  /** The note as the card shows it. */
  readonly note: Locator;
  readonly dialog: Locator;
  readonly noteField: Locator;
  readonly linkField: Locator;
  /** The optional Spanish note and link. */
  readonly noteEsField: Locator;
  readonly linkEsField: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Quality Measures Section' });
    this.editButton = page.getByRole('button', { name: 'Edit', exact: true });
    this.card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Quality Measures' }) });
    this.note = this.card.locator('.usa-card__body');
    this.dialog = page.getByRole('dialog', { name: 'Edit Quality Measures Section' });
    this.noteField = this.dialog.getByLabel('Note', { exact: true });
    this.linkField = this.dialog.getByLabel('Link', { exact: true });
    this.noteEsField = this.dialog.getByLabel('Note in Spanish (optional)');
    this.linkEsField = this.dialog.getByLabel('Link in Spanish (optional)');
    this.saveButton = this.dialog.getByRole('button', { name: 'Save' });
  }

  /** Opens the editor (the page is the Administrator's) and waits until the note and link have loaded. */
  async open(path = '/secured/edit-quality-measures'): Promise<void> {
    await this.page.goto(path);
    await expect(this.editButton).toBeVisible({ timeout: 30_000 });
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
    // Saved (the dialog closes) or refused (the dialog shows why): whichever comes first.
    const outcome = async () => {
      if (await failure.isVisible()) return `The save failed: ${await failure.innerText()}`;
      return (await this.dialog.count()) === 0 ? 'saved' : 'saving';
    };
    await expect.poll(outcome, { timeout: 15_000 }).not.toBe('saving');
    expect(await outcome()).toBe('saved');
  }
}
