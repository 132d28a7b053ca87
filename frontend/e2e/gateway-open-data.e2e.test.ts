// Issue 19 through the gateway: every open-data download answers at /ws/open-data/..., kept in
// the gateway's cache of downloads and revalidated by its ETag; the catalogue (/ws/open-data)
// says of each file exactly the size and row count the file has; and the row counts equal what
// the public pages show ("Done when": displayable filings, published comments, plans ×
// counties × ages × tobacco for the year). Plain HTTP against the real gateway, on the demo data.
import { describe, expect, it } from 'vitest';
import { e2eConfig } from './support/config';

const url = (path: string) => `${e2eConfig.baseUrl}${path}`;
/** Kept answers: a hit, or one revalidated or being revalidated. */
const FROM_CACHE = /^(HIT|STALE|UPDATING|REVALIDATED)$/;

interface CatalogueFile {
  format: 'csv' | 'json';
  path: string;
  bytes: number;
}
interface CatalogueDataset {
  id: string;
  rows: number;
  files: CatalogueFile[];
}

async function catalogue(): Promise<CatalogueDataset[]> {
  const response = await fetch(url('/ws/open-data'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { datasets: CatalogueDataset[] }).datasets;
}

/** The records of an RFC 4180 file, its header not counted: line ends outside quoted fields. */
function csvRecords(text: string): number {
  let quoted = false;
  let lineEnds = 0;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (c === '\n' && !quoted) lineEnds += 1;
  }
  return lineEnds - 1;
}

function rowsOf(file: CatalogueFile, body: Buffer): number {
  const text = body.toString('utf8');
  return file.format === 'csv' ? csvRecords(text) : (JSON.parse(text) as unknown[]).length;
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(url(path));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe(`open data at ${e2eConfig.baseUrl} (issue 19)`, () => {
  it('serves every file the catalogue lists, exactly as large and as long as it says', async () => {
    const datasets = await catalogue();
    expect(datasets.slice(0, 2).map((d) => d.id)).toEqual(['filings', 'comments']);
    expect(datasets.some((d) => d.id.startsWith('plans-'))).toBe(true);
    for (const dataset of datasets) {
      for (const file of dataset.files) {
        const response = await fetch(url(`/ws${file.path}`));
        expect(response.status, file.path).toBe(200);
        expect(response.headers.get('content-disposition'), file.path).toMatch(/^attachment; filename="[a-z0-9-]+\.(csv|json)"$/);
        expect(response.headers.get('content-security-policy'), file.path).toContain("default-src 'self'");
        // fetch unpacks br and gzip: what remains is the plain file.
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.length, file.path).toBe(file.bytes);
        expect(rowsOf(file, body), file.path).toBe(dataset.rows);
      }
    }
  });

  it('counts the rows the public pages show', async () => {
    const byId = new Map((await catalogue()).map((d) => [d.id, d.rows]));
    // Latest Rates' full history: one row per filing and company.
    const rates = await json<Array<{ filingId: number; companyProductPk: number; companyPk: number; toiId: number }>>(
      '/ws/rates',
    );
    expect(byId.get('filings')).toBe(rates.length);
    // The comments each Rate Page shows, over every listed filing.
    const pages = new Map<number, string>();
    for (const r of rates) {
      pages.set(r.filingId, `/ws/company-products/${r.companyProductPk}/${r.filingId}/${r.companyPk}/${r.toiId}`);
    }
    let comments = 0;
    for (const page of pages.values()) {
      const [filing] = (await json<{ filingList: Array<{ comments: unknown[] }> }>(page)).filingList;
      expect(filing, page).toBeDefined();
      comments += filing?.comments.length ?? 0;
    }
    expect(byId.get('comments')).toBe(comments);
    // Compare Plans: each entry of a county priced at every rate of its plan area.
    for (const year of await json<number[]>('/ws/get-years')) {
      const dataset = await json<{
        comparisonData: Record<string, Record<string, Record<string, Array<{ planAreaId: number }>>>>;
        planAreaData: Record<string, { rates: Record<string, number> }>;
      }>(`/ws/compare-plans/${year}`);
      let rows = 0;
      for (const byMetal of Object.values(dataset.comparisonData)) {
        for (const byCompany of Object.values(byMetal)) {
          for (const entries of Object.values(byCompany)) {
            for (const entry of entries) {
              const area = dataset.planAreaData[String(entry.planAreaId)];
              expect(area, `planAreaData ${entry.planAreaId}`).toBeDefined();
              rows += Object.keys(area?.rates ?? {}).length;
            }
          }
        }
      }
      expect(byId.get(`plans-${year}`), `plans-${year}`).toBe(rows);
    }
  });

  it('keeps the downloads in its cache, revalidated by their ETag', async () => {
    const path = '/ws/open-data/filings.csv';
    const first = await fetch(url(path));
    const firstBody = await first.text();
    const again = await fetch(url(path));
    expect(again.headers.get('x-cache-status')).toMatch(FROM_CACHE);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again.text()).toBe(firstBody);
    // A client that takes no compression gets the same file, unpacked by the gateway.
    const plain = await fetch(url(path), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(firstBody);
    const revalidated = await fetch(url(path), { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });

  it('answers a year that is not offered with the API’s 404 envelope', async () => {
    const response = await fetch(url('/ws/open-data/plans/2099.csv'));
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'not_found', message: 'No plan comparison is available for 2099.' });
  });
});
