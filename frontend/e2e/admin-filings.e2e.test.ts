import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../deploy/dev-idp/token-flow.mjs';
import type { AdminFiling, AdminFilingRow, FilingAttachment } from '../src/lib/api/admin-api';
import { AdminFilingsPage, FilingDetailsPage } from './pages/admin-filings-page';
import { formatViolations, scanWcag21AA } from './support/axe';
import { e2eConfig } from './support/config';
import { scrollsSideways, textLineCounts } from './support/layout';
import { usePageSession } from './support/page-session';
import { signInAs, STAFF } from './support/staff-sign-in';

/** Where the screenshots for review go. */
const SHOTS = '/tmp/shots';
const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;

/** The body of the server's refusals. */
type ErrorBody = { error: { code: string; message: string } };
/** The answer to a queued run (`QueuedImportDto`). */
type QueuedImport = { importRunId: number; status: string; queuedAt: string };

/** Signs the administrator in on the Filings screen and waits until it has loaded. */
async function openFilingsAsAdministrator(page: Page): Promise<AdminFilingsPage> {
  await signInAs(page, STAFF.administrator, '/admin/filings');
  const filings = new AdminFilingsPage(page);
  await filings.waitUntilLoaded();
  return filings;
}

/** Opens the first filing listed through its Details button; resolves with its tracking number. */
async function openFirstFiling(
  filings: AdminFilingsPage,
): Promise<{ details: FilingDetailsPage; trackingNumber: string }> {
  const row = filings.filingRows().first();
  const trackingNumber = (await filings.filingCell(row, 'Filing Tracking Number').innerText()).trim();
  await filings.filingCell(row, 'Actions').getByRole('link', { name: `Details for filing ${trackingNumber}` }).click();
  const details = new FilingDetailsPage(filings.page);
  await details.waitUntilLoaded();
  await details.section('Rate').waitFor();
  return { details, trackingNumber };
}

/** The administrator's bearer token, from the dev identity provider, for calls the test makes itself. */
function administratorToken(): Promise<string> {
  return getAccessToken({
    issuer: process.env.E2E_IDP_ISSUER ?? 'http://localhost:8083',
    email: STAFF.administrator.email,
    redirectUri: `${e2eConfig.baseUrl}/auth/callback`,
  });
}

/** The first listed filing with an attachment of `extension`, and that attachment. */
async function filingWithAttachment(
  auth: Record<string, string>,
  extension: string,
): Promise<{ filing: AdminFiling; attachment: FilingAttachment }> {
  const rows = (await (await fetch(api('/api/filings'), { headers: auth })).json()) as AdminFilingRow[];
  for (const row of rows.slice(0, 60)) {
    const filing = (await (await fetch(api(`/api/filings/${row.filingId}`), { headers: auth })).json()) as AdminFiling;
    const attachment = filing.attachments.find((a) => a.fileExtension === extension);
    if (attachment) return { filing, attachment };
  }
  throw new Error(`none of the first 60 filings has a .${extension} attachment: is the demo data loaded?`);
}

describe(`Admin Filings and Filing Details against ${e2eConfig.baseUrl}`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('switches the scheduled import off and on and leaves it as it was (SPEC 2.11, 4.3)', async () => {
    const filings = await openFilingsAsAdministrator(page);
    await expect(filings.switchText.innerText()).resolves.toMatch(/^\S.* import is currently (enabled|disabled)\.$/);
    const original = await filings.importEnabled();

    try {
      await expect(filings.toggleImport()).resolves.toBe(!original);
      // Focus stays on the switch, which now offers the opposite.
      await expect(page.locator(':focus').innerText()).resolves.toBe(original ? 'Enable Import' : 'Disable Import');
      await expect(filings.toggleImport()).resolves.toBe(original);
    } finally {
      if ((await filings.importEnabled()) !== original) await filings.toggleImport();
    }
    // The server agrees after a reload.
    await filings.open();
    await expect(filings.importEnabled()).resolves.toBe(original);
  });

  it('runs an import by hand and follows the run in the history until the importer has run it', async () => {
    const filings = await openFilingsAsAdministrator(page);
    await filings.historyTable.or(page.getByText('No imports have run yet.')).waitFor();

    const answer = await filings.runImport();

    if (answer.status() === 202) {
      const queued = (await answer.json()) as QueuedImport;
      await filings.runNotice.getByText('Import has started successfully.', { exact: true }).waitFor();
      // The new run heads the history, as the administrator's manual run.
      const newest = filings.historyRows().first();
      await newest.locator(`time[datetime="${queued.queuedAt}"]`).waitFor({ timeout: 10_000 });
      await expect(filings.runCell(newest, 'Trigger').innerText()).resolves.toBe(`Manual (${STAFF.administrator.name})`);
    } else {
      // Someone else's run is under way: the screen shows the server's own words.
      expect(answer.status(), await answer.text()).toBe(409);
      const { message } = ((await answer.json()) as ErrorBody).error;
      await filings.runNotice.getByText(message, { exact: true }).waitFor();
    }
    // The importer runs it against the simulator; the screen follows it without a reload.
    const newestStatus = filings.runCell(filings.historyRows().first(), 'Status');
    await expect
      .poll(() => newestStatus.innerText(), { timeout: 60_000, interval: 1000 })
      .toMatch(/^(Succeeded|Failed)$/);
    await expect(filings.runCell(filings.historyRows().first(), 'Finished').locator('time').count()).resolves.toBe(1);
  });

  it('filters by market and status, opens a filing and comes back (SPEC 2.11, 2.12)', async () => {
    const filings = await openFilingsAsAdministrator(page);
    await expect(filings.filingRows().count()).resolves.toBe(50);
    await expect(filings.summary().innerText()).resolves.toMatch(/^Showing 1–50 of [\d,]+ filings\.$/);

    await filings.choose(filings.marketFilter, 'Individual');
    await filings.choose(filings.statusFilter, 'Accepted');

    await expect(filings.summary().innerText()).resolves.toMatch(/matching filings/);
    const markets = await filings.filingRows().locator('td[data-label="Market"]').allInnerTexts();
    const statuses = await filings.filingRows().locator('td[data-label="Status"]').allInnerTexts();
    expect(markets.length).toBeGreaterThan(0);
    expect(new Set(markets)).toEqual(new Set(['Individual']));
    expect(new Set(statuses.map((s) => s.trim()))).toEqual(new Set(['Accepted']));

    const { details, trackingNumber } = await openFirstFiling(filings);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/filings\/\d+$/);
    await expect(details.factValue('SERFF Tracking Number').innerText()).resolves.toBe(trackingNumber);
    await expect(details.factValue('Market Type').innerText()).resolves.toBe('Individual');
    await expect(details.factValue('Status').innerText()).resolves.toMatch(/^Accepted/);
    await expect(details.factValue('Overall Rate Change %').textContent()).resolves.toMatch(
      /^([+-]?\d+(\.\d+)?%|—Not provided)$/,
    );
    await expect(details.section('Company').innerText()).resolves.not.toBe('');

    await details.backLink.click();
    await page.waitForURL((url) => url.pathname === '/admin/filings');
    await filings.waitUntilLoaded();
  });

  it('pages through the filings fifty at a time', async () => {
    const filings = await openFilingsAsAdministrator(page);
    const first = await filings.filingRows().first().innerText();

    await filings.pagination.getByRole('button', { name: 'Next page' }).click();

    await expect(filings.summary().innerText()).resolves.toMatch(/^Showing 51–100 of /);
    const second = filings.pagination.getByRole('button', { name: 'Page 2', exact: true });
    await expect(second.getAttribute('aria-current')).resolves.toBe('page');
    await expect(filings.filingRows().first().innerText()).resolves.not.toBe(first);
  });

  it('downloads a file the public never gets (the .docx cover letter) through the gateway (issue 15.11)', async () => {
    const auth = { Authorization: `Bearer ${await administratorToken()}` };
    const { filing, attachment } = await filingWithAttachment(auth, 'docx');
    const fileAddress = api(`/api/filings/${filing.filingId}/attachments/${attachment.attachmentKey}`);
    await signInAs(page, STAFF.administrator, `/admin/filings/${filing.filingId}`);
    const details = new FilingDetailsPage(page);
    await details.waitUntilLoaded();
    await details.attachmentsTable.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.downloadButton(attachment.name).click(),
    ]);

    expect(download.suggestedFilename()).toBe(attachment.name);
    const saved = readFileSync(await download.path());
    // A Word document is a zip: the real bytes, not an error page.
    expect(saved.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    // The very bytes the admin API serves, typed by extension, named, never cached.
    const direct = await fetch(fileAddress, { headers: auth });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('application/octet-stream');
    expect(direct.headers.get('content-disposition')).toBe(`attachment; filename="${attachment.name}"`);
    expect(direct.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await direct.arrayBuffer()).equals(saved)).toBe(true);
    // Never without the token, and never through the public address (SPEC 5.4: pdf and xlsm only).
    expect((await fetch(fileAddress)).status).toBe(401);
    expect((await fetch(api(`/attachments/${attachment.attachmentKey}`))).status).toBe(404);
    // Nothing went wrong on the screen, which stays accessible.
    await expect(details.attachmentsTable.getByRole('alert').count()).resolves.toBe(0);
    const violations = await scanWcag21AA(page);
    expect(violations, formatViolations(page.url(), violations)).toEqual([]);
  });

  it('shows only the latest import run on a phone, the others on request (issue 15)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const filings = await openFilingsAsAdministrator(page);
    await filings.runImportsUntil(2);
    const runs = await filings.runCount();

    await expect(filings.historyRows().count()).resolves.toBe(1);
    await expect(filings.showAllRuns.getAttribute('aria-expanded')).resolves.toBe('false');
    await filings.showAllRuns.click();

    await expect(filings.historyRows().count()).resolves.toBe(runs);
    await page.getByRole('button', { name: 'Show the latest run only' }).click();
    await expect(filings.historyRows().count()).resolves.toBe(1);
  });

  it('sorts the stacked filings on a phone with the Sort by list, tracking numbers on one line (issue 15)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const filings = await openFilingsAsAdministrator(page);
    const trackingNumbers = filings.filingRows().locator('td[data-label="Filing Tracking Number"]');

    // The stacked table hides its header buttons; the list takes their place, and the caption says so.
    await expect(filings.filingsTable.locator('thead').isVisible()).resolves.toBe(false);
    const caption = 'Filings; the Sort by list above the table sorts it.';
    await expect(page.getByRole('table', { name: caption, exact: true }).count()).resolves.toBe(1);
    await expect(filings.sortBy.isVisible()).resolves.toBe(true);
    await expect(filings.sortBy.inputValue()).resolves.toBe('submissionDate:desc');
    await filings.pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
    await filings.sortBy.selectOption({ label: 'Filing Tracking Number, ascending' });

    // A new order starts again at the first page.
    await expect(filings.summary().innerText()).resolves.toMatch(/^Showing 1–50 of /);
    const numbers = await trackingNumbers.allInnerTexts();
    expect(numbers).toEqual([...numbers].sort());
    await expect(textLineCounts(trackingNumbers)).resolves.toEqual(numbers.map(() => 1));
    await expect(scrollsSideways(page)).resolves.toBe(false);
  });

  it('shows the header buttons, not the Sort by list, where the table has room (1280 px)', async () => {
    const filings = await openFilingsAsAdministrator(page);

    await expect(filings.sortBy.isVisible()).resolves.toBe(false);
    const caption = 'Filings; column headers with buttons sort the table.';
    await expect(page.getByRole('table', { name: caption, exact: true }).count()).resolves.toBe(1);
    const header = filings.filingsTable.getByRole('button', { name: 'Filing Tracking Number' });
    await expect(header.isVisible()).resolves.toBe(true);
    const trackingNumbers = filings.filingRows().locator('td[data-label="Filing Tracking Number"]');
    const lines = await textLineCounts(trackingNumbers);
    expect(lines).toEqual(lines.map(() => 1));
  });

  it("shows 'No data found.' for an address that names no filing (SPEC 2.12)", async () => {
    await signInAs(page, STAFF.administrator, '/secured/filings/abc');
    const details = new FilingDetailsPage(page);
    await details.waitUntilLoaded();

    await details.noData.waitFor();
    await expect(details.backLink.getAttribute('href')).resolves.toBe('/admin/filings');
  });

  describe.each([
    [1280, 900],
    [390, 844],
  ])('at %i px wide', (width, height) => {
    it('has no WCAG 2.1 AA violations on Filings and Filing Details', async () => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width, height });
      const filings = await openFilingsAsAdministrator(page);
      // With a run's errors open, when the history has any.
      const disclosure = filings.historyTable.getByRole('button', { name: /^\d[\d,]* errors?, / }).first();
      if (await disclosure.count()) await disclosure.click();

      let violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`${page.url()} at ${width} px`, violations)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/admin-filings-${width}.png`, fullPage: true });

      await openFirstFiling(filings);
      violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`${page.url()} at ${width} px`, violations)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/admin-filing-details-${width}.png`, fullPage: true });
    });
  });

  it('shows the public home in place of Filings and Filing Details to an insurer (SPEC 6)', async () => {
    await signInAs(page, STAFF.insurer, '/secured/filings');
    const publicHome = page.getByText(/website where you can:$/);

    await publicHome.waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Filings' }).count()).resolves.toBe(0);

    for (const path of ['/admin/filings', '/secured/filings/1']) {
      await page.goto(path);
      await publicHome.waitFor();
      await expect(page.getByRole('heading', { name: 'Rate Information' }).count(), path).resolves.toBe(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Filings' }).count(), path).resolves.toBe(0);
    }
  });
});
