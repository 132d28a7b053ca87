// Open data and feeds (issue 19) through the gateway: the /data page lists every download of
// `GET /ws/open-data` and each one holds the rows the catalogue says; /data and the API
// reference pass axe at both widths; Latest Rates announces its feeds, which answer Atom.
// Other test files change the demo data before this one runs: every figure is compared with
// what the API says at the time, never with a fixed count.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenDataCatalogue, OpenDataFile } from '../src/lib/api/public-api';
import { OpenDataPage } from './pages/open-data-page';
import { RatesPage } from './pages/rates-page';
import { formatViolations, scanWcag21AA } from './support/axe';
import { e2eConfig } from './support/config';
import { parseCsv } from './support/csv';
import { scrollsSideways } from './support/layout';
import { usePageSession } from './support/page-session';

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

describe(`Open data (issue 19) against ${e2eConfig.baseUrl}`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('lists every data set of GET /ws/open-data with its row count and a download link per file', async () => {
    const openData = new OpenDataPage(page);
    await openData.open();
    const { datasets } = await openDataCatalogue();
    expect(datasets.length).toBeGreaterThan(0);

    await expect(page.title()).resolves.toMatch(/ - Open Data$/);
    await expect(openData.heading.count()).resolves.toBe(1);
    for (const dataset of datasets) {
      const section = openData.dataset(dataset.title);
      await expect(section.count(), dataset.title).resolves.toBe(1);
      const rows = `${dataset.rows.toLocaleString('en-US')} ${dataset.rows === 1 ? 'row' : 'rows'}`;
      await expect(section.getByText(rows, { exact: true }).count(), `${dataset.title}: ${rows}`).resolves.toBe(1);
      const links = openData.downloadLinks(section);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs.map(pathOf), dataset.title).toEqual(dataset.files.map((file) => `/ws${file.path}`));
      for (const link of await links.all()) await expect(link.getAttribute('download')).resolves.not.toBeNull();
    }
  });

  it('downloads every file with its content type, exactly as large and as long as the catalogue says', async () => {
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
  }, 180_000);

  it('offers Latest Rates a way to the data and its feeds, announced in the head, which answer Atom', async () => {
    const rates = new RatesPage(page);
    await rates.open();

    const feeds = await rates.headFeeds.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(feeds.map(pathOf)).toEqual(['/ws/feeds/filings.atom', '/ws/feeds/comment-periods.atom']);
    const follow = await rates.followLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(follow.map(pathOf)).toEqual(feeds.map(pathOf));
    await expect(rates.followLinks.first().isVisible()).resolves.toBe(true);
    for (const feed of feeds) {
      const response = await fetch(new URL(feed ?? '', e2eConfig.baseUrl));
      expect(response.status, feed ?? '').toBe(200);
      expect(response.headers.get('content-type') ?? '', feed ?? '').toMatch(/^application\/atom\+xml\b/);
      expect(await response.text(), feed ?? '').toContain('<feed');
    }

    await rates.downloadThisData.click();
    await new OpenDataPage(page).heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/data');
  });

  it('links developers to the API reference and the OpenAPI document, which answer', async () => {
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

  describe.each([
    [1280, 900],
    [390, 844],
  ])('at %i px wide', (width, height) => {
    it('has no WCAG 2.1 AA violations on /data, column dictionaries open, and nothing scrolls sideways', async () => {
      await page.setViewportSize({ width, height });
      const openData = new OpenDataPage(page);
      await openData.open();
      await openData.openColumnDictionaries();

      const violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`/data at ${width} px`, violations)).toEqual([]);
      await expect(scrollsSideways(page)).resolves.toBe(false);
    });

    it('has no WCAG 2.1 AA violations on the API reference, /ws/docs', async () => {
      await page.setViewportSize({ width, height });
      await page.goto('/ws/docs', { waitUntil: 'networkidle' });
      await page.getByRole('heading').first().waitFor();

      const violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`/ws/docs at ${width} px`, violations)).toEqual([]);
    });
  });
});
