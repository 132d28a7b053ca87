// Open data and feeds through the gateway: the /data page lists every download of
// `GET /ws/open-data` and each one holds the rows the catalogue says; /data and the API
// reference pass axe at both widths; Latest Rates announces its feeds, which answer Atom.
// Other test files change the demo data before this one runs: every figure is compared with
// what the API says at the time, never with a fixed count.
import type { OpenDataCatalogue, OpenDataFile } from '../src/lib/api/public-api';
import { OpenDataPage } from './pages/open-data-page';
import { RatesPage } from './pages/rates-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { parseCsv } from './support/csv';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE, scrollsSideways } from './support/layout';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;

/** The catalogue of the downloads, as the API answers it now. */
async function openDataCatalogue(): Promise<OpenDataCatalogue> {
  const response = await fetch(api('/open-data'));
  expect(response.status).toBe(200);
  return (await response.json()) as OpenDataCatalogue;
}

/** The content type each format must be served with. */
const CONTENT_TYPES: Record<OpenDataFile['format'], RegExp> = {
  csv: /^text\/csv\b/,
  json: /^application\/json\b/,
};

/** The data rows of a download: CSV records after the header, or the JSON array's elements. */
function dataRows(format: OpenDataFile['format'], body: string): number {
  if (format === 'json') {
    const rows: unknown = JSON.parse(body);
    expect(Array.isArray(rows), 'a JSON download is an array of rows').toBe(true);
    return (rows as unknown[]).length;
  }
  const [header, ...records] = parseCsv(body);
  expect(header?.length, 'a CSV download starts with its header row').toBeGreaterThan(0);
  return records.length;
}

/** The address a link points to, as a path under the site. */
const pathOf = (href: string | null) => new URL(href ?? '', e2eConfig.baseUrl).pathname;

test.describe(`Open data against ${e2eConfig.baseUrl}`, () => {
  test('lists every data set of GET /ws/open-data with its row count and a download link per file', async ({ page }) => {
    const openData = new OpenDataPage(page);
    await openData.open();
    const { datasets } = await openDataCatalogue();
    expect(datasets.length).toBeGreaterThan(0);

    await expect(page).toHaveTitle(/ - Open Data$/);
    await expect(openData.heading).toHaveCount(1);
    for (const dataset of datasets) {
      const section = openData.dataset(dataset.title);
      await expect(section, dataset.title).toHaveCount(1);
      const rows = `${dataset.rows.toLocaleString('en-US')} ${dataset.rows === 1 ? 'row' : 'rows'}`;
      await expect(section.getByText(rows, { exact: true }), `${dataset.title}: ${rows}`).toHaveCount(1);
      const links = openData.downloadLinks(section);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs.map(pathOf), dataset.title).toEqual(dataset.files.map((file) => `/ws${file.path}`));
      for (const link of await links.all()) await expect(link).toHaveAttribute('download');
    }
  });

  test('downloads every file with its content type, exactly as large and as long as the catalogue says', async () => {
    test.setTimeout(180_000);
    const { datasets } = await openDataCatalogue();

    for (const dataset of datasets) {
      for (const file of dataset.files) {
        const what = `${dataset.title} (${file.format})`;
        const response = await fetch(api(file.path));
        expect(response.status, what).toBe(200);
        expect(response.headers.get('content-type') ?? '', what).toMatch(CONTENT_TYPES[file.format]);
        expect(response.headers.get('content-disposition'), what).toMatch(
          /^attachment; filename="[a-z0-9-]+\.(csv|json)"$/,
        );
        expect(response.headers.get('content-security-policy'), what).toContain("default-src 'self'");
        // fetch unpacks br and gzip: what remains is the plain file, as large as the page says.
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.length, what).toBe(file.bytes);
        expect(dataRows(file.format, body.toString('utf8')), what).toBe(dataset.rows);
      }
    }
  });

  test('offers Latest Rates a way to the data and its feeds, announced in the head, which answer Atom', async ({ page }) => {
    const rates = new RatesPage(page);
    await rates.open();

    const feeds = await rates.headFeeds.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(feeds.map(pathOf)).toEqual(['/ws/feeds/filings.atom', '/ws/feeds/comment-periods.atom']);
    const follow = await rates.followLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(follow.map(pathOf)).toEqual(feeds.map(pathOf));
    await expect(rates.followLinks.first()).toBeVisible();
    for (const feed of feeds) {
      const response = await fetch(new URL(feed ?? '', e2eConfig.baseUrl));
      expect(response.status, feed ?? '').toBe(200);
      expect(response.headers.get('content-type') ?? '', feed ?? '').toMatch(/^application\/atom\+xml\b/);
      expect(await response.text(), feed ?? '').toContain('<feed');
    }

    await rates.downloadThisData.click();
    await expect(new OpenDataPage(page).heading).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/data');
  });

  test('links developers to the API reference and the OpenAPI document, which answer', async ({ page }) => {
    const openData = new OpenDataPage(page);
    await openData.open();

    for (const [name, path] of [
      ['API reference', '/ws/docs'],
      ['OpenAPI document', '/ws/openapi.json'],
    ] as const) {
      const href = await openData.developers.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(pathOf(href), name).toBe(path);
      expect((await fetch(new URL(href ?? '', e2eConfig.baseUrl))).status, name).toBe(200);
    }
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on /data, column dictionaries open, and nothing scrolls sideways', async ({ page }) => {
        await page.setViewportSize({ width, height });
        const openData = new OpenDataPage(page);
        await openData.open();
        await openData.openColumnDictionaries();

        await expectNoViolations(page, `/data at ${width} px`);
        await expect.poll(() => scrollsSideways(page)).toBe(false);
      });

      test('has no WCAG 2.1 AA violations on the API reference, /ws/docs', async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/ws/docs', { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading').first()).toBeVisible();

        await expectNoViolations(page, `/ws/docs at ${width} px`);
      });
    });
  }
});
