// Open data through the gateway: the open-data downloads are kept in the gateway's cache of
// downloads and revalidated by their ETag, and the catalogue's row counts equal what the public
// pages show ("Done when": displayable filings, published comments, plans × counties × ages ×
// tobacco for the year; each file's size and rows against the catalogue are checked in
// open-data.e2e.test.ts). Plain HTTP against the real gateway, on the demo data.
import type { OpenDataCatalogue, OpenDataset } from '../src/lib/api/public-api';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';

const url = (path: string) => `${e2eConfig.baseUrl}${path}`;
/** Kept answers: a hit, or one revalidated or being revalidated. */
const FROM_CACHE = /^(HIT|STALE|UPDATING|REVALIDATED)$/;

async function catalogue(): Promise<OpenDataset[]> {
  const response = await fetch(url('/ws/open-data'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const { datasets } = (await response.json()) as OpenDataCatalogue;
  expect(datasets.slice(0, 2).map((d) => d.id)).toEqual(['filings', 'comments']);
  expect(datasets.some((d) => d.id.startsWith('plans-'))).toBe(true);
  return datasets;
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(url(path));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

test.describe(`open data at ${e2eConfig.baseUrl}`, () => {
  test('counts the rows the public pages show', async () => {
    // Every filing's Rate Page call and every year's compare dataset: about 400 calls, which take
    // most of a minute while browsers test beside them on this 2-core machine.
    test.setTimeout(180_000);
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
    const paths = [...pages.values()];
    // A few at a time, well under the gateway's limit of requests in progress per address.
    for (let start = 0; start < paths.length; start += 6) {
      const batch = paths.slice(start, start + 6);
      const answers = await Promise.all(batch.map((path) => json<{ filingList: Array<{ comments: unknown[] }> }>(path)));
      answers.forEach(({ filingList: [filing] }, index) => {
        expect(filing, batch[index]).toBeDefined();
        comments += filing?.comments.length ?? 0;
      });
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

  test('keeps the downloads in its cache, revalidated by their ETag', async () => {
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

  test('answers a year that is not offered with the API’s 404 envelope', async () => {
    const response = await fetch(url('/ws/open-data/plans/2099.csv'));
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'not_found', message: 'No plan comparison is available for 2099.' });
  });
});
