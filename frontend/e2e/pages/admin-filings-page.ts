import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { confirmSwitchOff } from '../support/switch-off';

/** The full-page spinner every staff screen shows while it loads or signs in. */
async function waitUntilSettled(page: Page): Promise<void> {
  const spinner = page.getByRole('status').filter({ hasText: /^(Loading|Signing in)/ });
  await expect(spinner).toHaveCount(0, { timeout: 30_000 });
}

/** Whether a response answers an admin API call whose path ends so (`/api/serf-import`). */
function isAdminCall(response: Response, pathEnd: string): boolean {
  return new URL(response.url()).pathname.endsWith(pathEnd);
}

/**
 * Admin Filings (/secured/filings, /admin/filings; SPEC 2.11): the import switch, Run import, the
 * import history and the paginated filings table with its Market and Status filters.
 */
export class AdminFilingsPage {
  readonly heading: Locator;
  /** '{system} import is currently enabled.' / '... disabled.' */
  readonly switchText: Locator;
  readonly disableButton: Locator;
  readonly enableButton: Locator;
  readonly runButton: Locator;
  /** Where the outcome of Run import shows: the info message, or the server's refusal. */
  readonly runNotice: Locator;
  readonly historyTable: Locator;
  /** 'Show all N runs': the history shows only the latest run until it is pressed. */
  readonly showAllRuns: Locator;
  readonly filingsTable: Locator;
  /** The filings' 'Sort by' list, which stands in for the header buttons while the table is stacked. */
  readonly sortBy: Locator;
  readonly marketFilter: Locator;
  readonly statusFilter: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Filings' });
    this.switchText = page.getByText(/ import is currently (enabled|disabled)\.$/);
    this.disableButton = page.getByRole('button', { name: 'Disable Import', exact: true });
    this.enableButton = page.getByRole('button', { name: 'Enable Import', exact: true });
    this.runButton = page.getByRole('button', { name: /^Run .+ Import$/ });
    this.runNotice = page.getByRole('status').filter({ has: page.locator('.usa-alert') });
    this.historyTable = page.getByRole('table', { name: 'Import runs, newest first' });
    this.showAllRuns = page.getByRole('button', { name: /^Show all [\d,]+ runs$/ });
    this.filingsTable = page.getByRole('table', { name: /^Filings;/ });
    this.sortBy = page.getByRole('combobox', { name: 'Sort by' });
    this.marketFilter = page.getByRole('group', { name: 'Market filter' });
    this.statusFilter = page.getByRole('group', { name: 'Status filter' });
    this.pagination = page.getByRole('navigation', { name: 'Filings table pages' });
  }

  /** Opens the screen by its address and waits until the filings are listed. */
  async open(path = '/admin/filings'): Promise<void> {
    await this.page.goto(path);
    await this.waitUntilLoaded();
  }

  async waitUntilLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await waitUntilSettled(this.page);
    await expect(this.filingsTable).toBeVisible();
    await expect(this.switchText).toBeVisible();
  }

  /** Whether the scheduled import is on, as the screen says once it has loaded. */
  async importEnabled(): Promise<boolean> {
    return (await this.switchText.innerText()).endsWith('enabled.');
  }

  /** Presses the switch (confirming when it asks before turning the import off) and waits until the screen shows the server's new state. */
  async toggleImport(): Promise<boolean> {
    const wasEnabled = await this.importEnabled();
    const call = wasEnabled ? '/serf-auto-run/disable' : '/serf-auto-run/enable';
    const answer = this.page.waitForResponse((response) => isAdminCall(response, call));
    await (wasEnabled ? this.disableButton : this.enableButton).click();
    if (wasEnabled) await confirmSwitchOff(this.page, 'Yes, disable import');
    await answer;
    await expect(wasEnabled ? this.enableButton : this.disableButton).toBeVisible();
    return this.importEnabled();
  }

  /** Presses Run import and resolves with the server's answer to `GET /api/serf-import`. */
  async runImport(): Promise<Response> {
    const answer = this.page.waitForResponse((r) => isAdminCall(r, '/api/serf-import'));
    await this.runButton.click();
    return answer;
  }

  /** How many runs the history holds, shown or not. */
  async runCount(): Promise<number> {
    if (await this.showAllRuns.count()) {
      return Number((await this.showAllRuns.innerText()).replace(/\D/g, ''));
    }
    return this.historyRows().count();
  }

  /** Runs imports one after the other until the history holds at least `count` runs. */
  async runImportsUntil(count: number): Promise<void> {
    for (let runs = await this.runCount(); runs < count; runs = await this.runCount()) {
      // After Run import, queued or refused, the screen reads the history again.
      const historyRead = this.page.waitForResponse((response) => isAdminCall(response, '/api/import-runs'));
      const answer = await this.runImport();
      if (![202, 409].includes(answer.status())) {
        throw new Error(`Run import answered ${answer.status()}: ${await answer.text()}`);
      }
      await historyRead;
      const newest = this.historyRows().first();
      if (answer.status() === 202) {
        // The history shows the run it queued, then the time the run ended.
        const { queuedAt } = (await answer.json()) as { queuedAt: string };
        await expect(newest.locator(`time[datetime="${queuedAt}"]`)).toBeVisible({ timeout: 10_000 });
      }
      // On 409 someone else's run (the schedule's) is under way: the history read again heads with
      // it, and it counts too once it has ended.
      await expect(this.runCell(newest, 'Finished').locator('time')).toBeVisible({ timeout: 60_000 });
    }
  }

  /** The history's runs, newest first (not the rows their errors open in). */
  historyRows(): Locator {
    return this.historyTable.locator('tbody tr:has(td[data-label])');
  }

  /** A cell of a history row, by its column. */
  runCell(row: Locator, column: string): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  /** The filings table's body rows on the page shown. */
  filingRows(): Locator {
    return this.filingsTable.locator('tbody tr');
  }

  /** A cell of a filings row, by its column. */
  filingCell(row: Locator, column: 'Filing Tracking Number' | 'Date' | 'Market' | 'Status' | 'Actions'): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  /** The line that says which filings are shown ('Showing 1–50 of 360 filings.'). */
  summary(): Locator {
    return this.page.getByText(/^(Showing .+ filings.*\.|No filings match the chosen market and status\.)$/);
  }

  /** Ticks or unticks one value of a filter, by its label (USWDS draws the box on the label; the input is hidden). */
  async choose(filter: Locator, value: string): Promise<void> {
    await filter.locator('label').filter({ hasText: new RegExp(`^${value}$`) }).click();
  }
}

/** Filing Details (/secured/filings/{filingId}, /admin/filings/{filingId}; SPEC 2.12). */
export class FilingDetailsPage {
  readonly heading: Locator;
  readonly backLink: Locator;
  readonly attachmentsTable: Locator;
  readonly noData: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Rate Information' });
    this.backLink = page.getByRole('link', { name: 'Back to filings', exact: true });
    this.attachmentsTable = page.getByRole('table', { name: /^Filing attachments/ });
    this.noData = page.getByRole('main').getByText('No data found.', { exact: true });
  }

  async waitUntilLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await waitUntilSettled(this.page);
  }

  /** A section of the card by its heading ('Company', 'Rate', 'Comments', ...). */
  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The button that downloads an attachment, by its file name. */
  downloadButton(fileName: string): Locator {
    return this.attachmentsTable.getByRole('button', { name: `Download ${fileName}`, exact: true });
  }

  /** The value beside a term of the card's description lists. */
  factValue(term: string): Locator {
    const exactly = new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')}$`);
    const dt = this.page.locator('dt').filter({ hasText: exactly });
    return dt.locator('xpath=following-sibling::dd[1]');
  }
}
