import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AdminFiling, AdminFilingRow, FilingAttachment } from '../src/lib/api/admin-api';
import { AdminFilingsPage, FilingDetailsPage } from './pages/admin-filings-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE, scrollsSideways, textLineCounts } from './support/layout';
import { STAFF, staffAccessToken } from './support/staff-sign-in';

/** Where the screenshots for review go. */
const SHOTS = '/tmp/shots';
const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;

/** The body of the server's refusals. */
type ErrorBody = { error: { code: string; message: string } };
/** The answer to a queued run (`QueuedImportDto`). */
type QueuedImport = { importRunId: number; status: string; queuedAt: string };

/** The Filings screen on the Administrator's page, once it has loaded. */
async function openFilings(page: Page): Promise<AdminFilingsPage> {
  const filings = new AdminFilingsPage(page);
  await filings.open('/admin/filings');
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
  await expect(details.section('Rate')).toBeVisible();
  return { details, trackingNumber };
}

/** The administrator's bearer token, from the dev identity provider, for calls the test makes itself. */
function administratorToken(): Promise<string> {
  return staffAccessToken(STAFF.administrator.email);
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

test.describe(`Admin Filings and Filing Details against ${e2eConfig.baseUrl}`, () => {
  test('asks before disabling the import, in a question with no WCAG 2.1 AA violations; Cancel leaves it on', async ({
    adminPage: page,
  }) => {
    const filings = await openFilings(page);
    await expect(filings.switchText).toBeVisible();
    const original = await filings.importEnabled();

    try {
      if (!original) await filings.toggleImport();
      await filings.disableButton.click();
      const question = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect(question).toContainText('New and changed filings stop reaching the public site');
      await expectNoViolations(page, 'the question before Disable Import');
      await question.getByRole('button', { name: 'Cancel', exact: true }).click();

      await expect(question).toBeHidden();
      await expect(page.locator(':focus')).toHaveText('Disable Import', { useInnerText: true });
      expect(await filings.importEnabled()).toBe(true);
    } finally {
      if ((await filings.importEnabled()) !== original) await filings.toggleImport();
    }
  });

  test('switches the scheduled import off and on and leaves it as it was (SPEC 2.11, 4.3)', async ({ adminPage: page }) => {
    const filings = await openFilings(page);
    await expect(filings.switchText).toHaveText(/^\S.* import is currently (enabled|disabled)\.$/, { useInnerText: true });
    const original = await filings.importEnabled();

    try {
      expect(await filings.toggleImport()).toBe(!original);
      // Focus stays on the switch, which now offers the opposite.
      await expect(page.locator(':focus')).toHaveText(original ? 'Enable Import' : 'Disable Import', { useInnerText: true });
      expect(await filings.toggleImport()).toBe(original);
    } finally {
      if ((await filings.importEnabled()) !== original) await filings.toggleImport();
    }
    // The server agrees after a reload.
    await filings.open();
    expect(await filings.importEnabled()).toBe(original);
  });

  test('runs an import by hand and follows the run in the history until the importer has run it', async ({ adminPage: page }) => {
    const filings = await openFilings(page);
    await expect(filings.historyTable.or(page.getByText('No imports have run yet.'))).toBeVisible();

    const answer = await filings.runImport();

    if (answer.status() === 202) {
      const queued = (await answer.json()) as QueuedImport;
      // SPEC 2.11's message, or already the one that replaces it once the run has ended (a quick run).
      await expect(
        filings.runNotice.getByText(/^(Import has started successfully\.|The import has ended: the run history below shows what it brought in\.)$/),
      ).toBeVisible();
      // The new run heads the history, as the administrator's manual run.
      const newest = filings.historyRows().first();
      await expect(newest.locator(`time[datetime="${queued.queuedAt}"]`)).toBeVisible({ timeout: 10_000 });
      await expect(filings.runCell(newest, 'Trigger')).toHaveText(`Manual (${STAFF.administrator.name})`, { useInnerText: true });
    } else {
      // Someone else's run is under way: the screen shows the server's own words.
      expect(answer.status(), await answer.text()).toBe(409);
      const { message } = ((await answer.json()) as ErrorBody).error;
      await expect(filings.runNotice.getByText(message, { exact: true })).toBeVisible();
    }
    // The importer runs it against the simulator; the screen follows it without a reload.
    const newestStatus = filings.runCell(filings.historyRows().first(), 'Status');
    await expect(newestStatus).toHaveText(/^(Succeeded|Failed)$/, { useInnerText: true, timeout: 60_000 });
    await expect(filings.runCell(filings.historyRows().first(), 'Finished').locator('time')).toHaveCount(1);
    if (answer.status() === 202) {
      // The notice no longer says the import has started.
      await expect(
        filings.runNotice.getByText('The import has ended: the run history below shows what it brought in.', { exact: true }),
      ).toBeVisible();
    }
  });

  test('filters by market and status, opens a filing and comes back (SPEC 2.11, 2.12)', async ({ adminPage: page }) => {
    const filings = await openFilings(page);
    await expect(filings.filingRows()).toHaveCount(50);
    await expect(filings.summary()).toHaveText(/^Showing 1–50 of [\d,]+ filings\.$/, { useInnerText: true });

    await filings.choose(filings.marketFilter, 'Individual');
    await filings.choose(filings.statusFilter, 'Accepted');

    await expect(filings.summary()).toHaveText(/matching filings/, { useInnerText: true });
    const markets = await filings.filingRows().locator('td[data-label="Market"]').allInnerTexts();
    const statuses = await filings.filingRows().locator('td[data-label="Status"]').allInnerTexts();
    expect(markets.length).toBeGreaterThan(0);
    expect(new Set(markets)).toEqual(new Set(['Individual']));
    expect(new Set(statuses.map((s) => s.trim()))).toEqual(new Set(['Accepted']));

    const { details, trackingNumber } = await openFirstFiling(filings);
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/filings\/\d+$/);
    await expect(details.factValue('SERFF Tracking Number')).toHaveText(trackingNumber, { useInnerText: true });
    await expect(details.factValue('Market Type')).toHaveText('Individual', { useInnerText: true });
    await expect(details.factValue('Status')).toHaveText(/^Accepted/, { useInnerText: true });
    await expect(details.factValue('Overall Rate Change %')).toHaveText(/^([+-]?\d+(\.\d+)?%|—Not provided)$/);
    await expect(details.section('Company')).toHaveText(/\S/, { useInnerText: true });

    await details.backLink.click();
    await page.waitForURL((url) => url.pathname === '/admin/filings');
    await filings.waitUntilLoaded();
  });

  test('pages through the filings fifty at a time', async ({ adminPage: page }) => {
    const filings = await openFilings(page);
    const first = await filings.filingRows().first().innerText();

    await filings.pagination.getByRole('button', { name: 'Next page' }).click();

    await expect(filings.summary()).toHaveText(/^Showing 51–100 of /, { useInnerText: true });
    const second = filings.pagination.getByRole('button', { name: 'Page 2', exact: true });
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(filings.filingRows().first()).not.toHaveText(first, { useInnerText: true });
  });

  test('downloads a file the public never gets (the .docx cover letter) through the gateway', async ({
    adminPage: page,
  }) => {
    const auth = { Authorization: `Bearer ${await administratorToken()}` };
    const { filing, attachment } = await filingWithAttachment(auth, 'docx');
    const fileAddress = api(`/api/filings/${filing.filingId}/attachments/${attachment.attachmentKey}`);
    await page.goto(`/admin/filings/${filing.filingId}`);
    const details = new FilingDetailsPage(page);
    await details.waitUntilLoaded();
    await expect(details.attachmentsTable).toBeVisible();

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
    await expect(details.attachmentsTable.getByRole('alert')).toHaveCount(0);
    await expectNoViolations(page, page.url());
  });

  test('shows only the latest import run on a phone, the others on request', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const filings = await openFilings(page);
    await filings.runImportsUntil(2);
    const runs = await filings.runCount();

    await expect(filings.historyRows()).toHaveCount(1);
    await expect(filings.showAllRuns).toHaveAttribute('aria-expanded', 'false');
    await filings.showAllRuns.click();

    await expect(filings.historyRows()).toHaveCount(runs);
    await page.getByRole('button', { name: 'Show the latest run only' }).click();
    await expect(filings.historyRows()).toHaveCount(1);
  });

  test('sorts the stacked filings on a phone with the Sort by list, tracking numbers on one line', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const filings = await openFilings(page);
    const trackingNumbers = filings.filingRows().locator('td[data-label="Filing Tracking Number"]');

    // The stacked table hides its header buttons; the list takes their place, and the caption says so.
    await expect(filings.filingsTable.locator('thead')).toBeHidden();
    const caption = 'Filings; the Sort by list above the table sorts it.';
    await expect(page.getByRole('table', { name: caption, exact: true })).toHaveCount(1);
    await expect(filings.sortBy).toBeVisible();
    await expect(filings.sortBy).toHaveValue('submissionDate:desc');
    await filings.pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(filings.summary()).toHaveText(/^Showing 51–100 of /, { useInnerText: true });
    await filings.sortBy.selectOption({ label: 'Filing Tracking Number, ascending' });

    // A new order starts again at the first page.
    await expect(filings.summary()).toHaveText(/^Showing 1–50 of /, { useInnerText: true });
    await expect
      .poll(
        async () => {
          const numbers = await trackingNumbers.allInnerTexts();
          return numbers.length > 0 && numbers.join('\n') === [...numbers].sort().join('\n');
        },
        { message: 'tracking numbers in ascending order' },
      )
      .toBe(true);
    const numbers = await trackingNumbers.allInnerTexts();
    expect(numbers).toEqual([...numbers].sort());
    expect(await textLineCounts(trackingNumbers)).toEqual(numbers.map(() => 1));
    await expect.poll(() => scrollsSideways(page)).toBe(false);
  });

  test('shows the header buttons, not the Sort by list, where the table has room (1280 px)', async ({ adminPage: page }) => {
    const filings = await openFilings(page);

    await expect(filings.sortBy).toBeHidden();
    const caption = 'Filings; column headers with buttons sort the table.';
    await expect(page.getByRole('table', { name: caption, exact: true })).toHaveCount(1);
    const header = filings.filingsTable.getByRole('button', { name: 'Filing Tracking Number' });
    await expect(header).toBeVisible();
    const trackingNumbers = filings.filingRows().locator('td[data-label="Filing Tracking Number"]');
    const lines = await textLineCounts(trackingNumbers);
    expect(lines).toEqual(lines.map(() => 1));
  });

  test("shows 'No data found.' for an address that names no filing (SPEC 2.12)", async ({ adminPage: page }) => {
    await page.goto('/secured/filings/abc');
    const details = new FilingDetailsPage(page);
    await details.waitUntilLoaded();

    await expect(details.noData).toBeVisible();
    await expect(details.backLink).toHaveAttribute('href', '/admin/filings');
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on Filings and Filing Details', async ({ adminPage: page }) => {
        mkdirSync(SHOTS, { recursive: true });
        await page.setViewportSize({ width, height });
        const filings = await openFilings(page);
        // With a run's errors open, when the history has any.
        const disclosure = filings.historyTable.getByRole('button', { name: /^\d[\d,]* errors?, / }).first();
        if (await disclosure.count()) await disclosure.click();

        await expectNoViolations(page, `${page.url()} at ${width} px`);
        await page.screenshot({ path: `${SHOTS}/admin-filings-${width}.png`, fullPage: true });

        await openFirstFiling(filings);
        await expectNoViolations(page, `${page.url()} at ${width} px`);
        await page.screenshot({ path: `${SHOTS}/admin-filing-details-${width}.png`, fullPage: true });
      });
    });
  }

  test('shows the public home in place of Filings and Filing Details to an insurer (SPEC 6)', async ({ insurerPage: page }) => {
    await page.goto('/secured/filings');
    const publicHome = page.getByText(/website where you can:$/);

    await expect(publicHome).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Filings' })).toHaveCount(0);

    for (const path of ['/admin/filings', '/secured/filings/1']) {
      await page.goto(path);
      await expect(publicHome).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Rate Information' }), path).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Filings' }), path).toHaveCount(0);
    }
  });
});
