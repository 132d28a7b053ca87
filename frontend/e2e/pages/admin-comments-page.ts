import { expect, type Download, type Locator, type Page, type Response } from '@playwright/test';
import { confirmSwitchOff } from '../support/switch-off';

/** Moderation calls and their path segments (SPEC 7.3). */
export type ModerationAction = 'authorize' | 'reject' | 'post';

/**
 * Admin Comments (/secured/comments, SPEC 2.16): the public-commenting switch, the
 * comments table with its search, Status filter, download and pages, and the
 * 'See comment' dialog.
 */
export class AdminCommentsPage {
  readonly heading: Locator;
  /** 'Comments are currently allowed.' / '... disabled.' */
  readonly switchText: Locator;
  readonly disableButton: Locator;
  readonly enableButton: Locator;
  readonly downloadButton: Locator;
  readonly search: Locator;
  readonly statusFilter: Locator;
  readonly table: Locator;
  /** 'Showing 1–50 of N comments.' */
  readonly count: Locator;
  readonly pages: Locator;
  /** A moderation's confirmation under the heading. */
  readonly confirmation: Locator;
  readonly dialog: Locator;
  readonly noteField: Locator;
  readonly approveButton: Locator;
  readonly rejectButton: Locator;
  /** Present but hidden (SPEC 2.16): found by its text, since it has no role while hidden. */
  readonly markPostedButton: Locator;
  readonly closeButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Comments' });
    this.switchText = page.getByText(/^Comments are currently (allowed|disabled)\.$/);
    this.disableButton = page.getByRole('button', { name: 'Disable Comments', exact: true });
    this.enableButton = page.getByRole('button', { name: 'Enable Comments', exact: true });
    this.downloadButton = page.getByRole('button', { name: 'Download comments', exact: true });
    this.search = page.getByRole('searchbox', { name: 'Search comments' });
    this.statusFilter = page.getByRole('group', { name: /^Status/ });
    this.table = page.getByRole('table', { name: /^Comments/ });
    this.count = page.getByText(/^(Showing [\d,]+–[\d,]+ of [\d,]+ comments\.|No comments match)/);
    this.pages = page.getByRole('navigation', { name: 'Comments pages' });
    this.confirmation = page.locator('.usa-alert--success');
    this.dialog = page.getByRole('dialog', { name: 'See comment' });
    this.noteField = this.dialog.getByRole('textbox', { name: 'Note' });
    this.approveButton = this.dialog.getByRole('button', { name: 'Approve', exact: true });
    this.rejectButton = this.dialog.getByRole('button', { name: 'Reject', exact: true });
    this.markPostedButton = this.dialog.locator('button', { hasText: 'Mark Posted' });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/secured/comments');
    await this.waitUntilLoaded();
  }

  /** Waits for the switch and the table, and for the loading overlay to go. */
  async waitUntilLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await expect(this.switchText).toBeVisible({ timeout: 30_000 });
    await expect(this.table).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByRole('status', { name: /Loading/ })).toHaveCount(0, { timeout: 30_000 });
  }

  /** Whether the switch says comments are allowed, read once the screen has loaded. */
  async commentsAllowed(): Promise<boolean> {
    return (await this.switchText.innerText()).includes('allowed');
  }

  /** Presses the switch (confirming when it asks before turning commenting off) and resolves with the state the screen then shows. */
  async toggleCommenting(): Promise<boolean> {
    const before = await this.commentsAllowed();
    const answer = this.page.waitForResponse((response) =>
      /\/api\/public-comments\/(enable|disable)$/.test(response.url()),
    );
    await (before ? this.disableButton : this.enableButton).click();
    if (before) await confirmSwitchOff(this.page, 'Yes, disable comments');
    await answer;
    await expect(this.page.getByText(`Comments are currently ${before ? 'disabled' : 'allowed'}.`, { exact: true })).toBeVisible();
    return this.commentsAllowed();
  }

  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /** A cell of a row, by its column header (the stacked table labels cells with it). */
  cell(row: Locator, column: 'Comment' | 'Date' | 'Status' | 'Filing Tracking Number' | 'Actions'): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  viewButton(row: Locator): Locator {
    return row.getByRole('button', { name: /^View comment of / });
  }

  /** Checks or unchecks a value of the Status filter. */
  async filterStatus(status: string, on = true): Promise<void> {
    const box = this.statusFilter.getByRole('checkbox', { name: status, exact: true });
    // The USWDS box is drawn on the label; the input itself sits off-screen.
    const label = this.statusFilter.locator('label', { hasText: new RegExp(`^${status}$`) });
    if ((await box.isChecked()) !== on) await label.click();
    await expect(box).toBeChecked({ checked: on });
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  /** Opens a row's comment and waits for the dialog. */
  async openComment(row: Locator): Promise<void> {
    await this.viewButton(row).click();
    await expect(this.dialog).toBeVisible();
  }

  /** The value beside a term of the dialog's read-only facts. */
  dialogFact(term: 'Comment' | 'Status' | 'Date approved'): Locator {
    return this.dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  /** Presses a moderation button and resolves with the server's answer. */
  async moderate(action: Exclude<ModerationAction, 'post'>): Promise<Response> {
    const answer = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/api/comments/${action}`),
    );
    await (action === 'authorize' ? this.approveButton : this.rejectButton).click();
    return answer;
  }

  /** Presses Download comments and resolves with the browser's download. */
  async download(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.downloadButton.click();
    return download;
  }
}
