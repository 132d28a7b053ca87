// The gateway's hardening: security headers on every kind of answer, no HSTS over
// plain HTTP, request ids, the cache of public answers, no metrics through the public address.
// (Client addresses, HSTS behind a proxy and the comment burst limit: gateway-client-address;
// limits and refusals: gateway-limits.) Plain HTTP against the real gateway.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fetchFrom } from './support/client-address';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';

const url = (path: string) => `${e2eConfig.baseUrl}${path}`;

/**
 * One GET's headers and body exactly as the gateway sent them (fetch would unpack the body), from
 * the address the browser of the other tests uses.
 */
async function rawGet(path: string, acceptEncoding: string): Promise<{ headers: Headers; body: Buffer }> {
  const answer = await fetchFrom('127.0.0.1', path, { headers: { 'Accept-Encoding': acceptEncoding } });
  return { headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
}

/** A public attachment's address, found through the public API as the Rate Page finds it. */
async function anAttachmentPath(): Promise<string> {
  const rows = (await (await fetch(url('/ws/filings'))).json()) as Array<Record<string, number>>;
  for (const row of rows) {
    const filing = await (
      await fetch(url(`/ws/company-products/${row.companyProductPk}/${row.filingId}/${row.companyPk}/${row.toiId}`))
    ).json();
    const key = filing.filingList?.[0]?.attachments?.[0]?.attachmentKey;
    if (key) return `/ws/attachments/${key}`;
  }
  throw new Error('no filing of the demo data has a public attachment');
}

test.describe(`gateway at ${e2eConfig.baseUrl}`, () => {
  test('sends the security headers on HTML, JSON, attachment, asset and error answers', async () => {
    const paths = [
      '/',
      '/rates',
      '/compare',
      '/ws/counties',
      await anAttachmentPath(),
      '/ws/no-such-call',
      '/assets/no-such-file.js',
      '/ws/api/users/active',
      '/ws/api/sign-in-settings',
    ];
    for (const path of paths) {
      const response = await fetch(url(path));
      const headers = response.headers;
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      // One policy, not the gateway's and a service's both.
      expect(csp.split(', default-src').length, path).toBe(1);
      // Plain HTTP here: no HSTS.
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  test('serves attachments with the type of their extension, and staff answers as never to be stored', async () => {
    const attachment = await fetch(url(await anAttachmentPath()));
    expect(['application/pdf', 'application/vnd.ms-excel.sheet.macroEnabled.12']).toContain(
      attachment.headers.get('content-type'),
    );
    for (const path of ['/ws/api/users/active', '/ws/api/sign-in-settings']) {
      expect((await fetch(url(path))).headers.get('cache-control'), path).toBe('no-store');
    }
  });

  test('has the browser fetch what the first paint certainly needs beside the scripts', async () => {
    const preloads = async (path: string) =>
      ((await fetch(url(path))).headers.get('link') ?? '').split(', ').map((link) => link.split(';')[0]);
    for (const path of ['/', '/rates', '/company/1', '/secured/home']) {
      expect(await preloads(path), path).toEqual(['</ws/site-profile>']);
    }
    expect(await preloads('/compare')).toEqual([
      '</ws/site-profile>',
      '</ws/get-years>',
      '</ws/counties>',
      '</ws/getCurrentYear>',
    ]);
    const compare = await fetch(url('/compare'));
    expect(compare.headers.get('link')).toMatch(/^(<[^>]+>; rel=preload; as=fetch; crossorigin=anonymous(, |$))+$/);
    expect(await compare.text()).toBe(await (await fetch(url('/'))).text());
  });

  test('caches hashed assets for a year and never the page itself', async () => {
    for (const path of ['/', '/compare']) {
      expect((await fetch(url(path))).headers.get('cache-control'), path).toBe('no-store');
    }
    const page = await fetch(url('/'));
    const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
    expect(asset).toBeDefined();
    const cached = await fetch(url(asset!));
    expect(cached.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test("sends scripts, styles and SVG images as the build compressed them, brotli first, each with its own type", async () => {
    const html = await (await fetch(url('/'))).text();
    const script = /\/assets\/index-[^"]+\.js/.exec(html)?.[0];
    const stylesheet = /\/assets\/uswds-[^"]+\.css/.exec(html)?.[0];
    expect(script, 'the entry script in index.html').toBeDefined();
    expect(stylesheet, "the design system's stylesheet in index.html").toBeDefined();
    const css = await (await fetch(url(stylesheet!))).text();
    const image = /\/assets\/[^)"']+\.svg/.exec(css)?.[0];
    const font = /\/assets\/[^)"']+\.woff2/.exec(css)?.[0];
    expect(image, 'an SVG image the stylesheet uses').toBeDefined();
    expect(font, 'a font the stylesheet uses').toBeDefined();

    const types: Array<[string, string]> = [
      [script!, 'application/javascript'],
      [stylesheet!, 'text/css'],
      [image!, 'image/svg+xml'],
    ];
    for (const [path, type] of types) {
      const plain = await rawGet(path, 'identity');
      const br = await rawGet(path, 'gzip, deflate, br, zstd');
      const gzip = await rawGet(path, 'gzip, deflate');
      for (const [encoding, answer] of [['identity', plain], ['br', br], ['gzip', gzip]] as const) {
        expect(answer.headers.get('content-type'), `${path} (${encoding})`).toBe(type);
        expect(answer.headers.get('vary'), `${path} (${encoding})`).toBe('Accept-Encoding');
        expect(answer.headers.get('cache-control'), `${path} (${encoding})`).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.get('content-security-policy'), `${path} (${encoding})`).toContain("default-src 'self'");
      }
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(br.headers.get('content-encoding'), path).toBe('br');
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      expect(brotliDecompressSync(br.body).equals(plain.body), `${path}: the brotli copy unpacks to the file`).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body), `${path}: the gzip copy unpacks to the file`).toBe(true);
      expect(br.body.length, path).toBeLessThan(gzip.body.length);
    }
    // A font is compressed already: it goes out as it is, with its type.
    const woff2 = await rawGet(font!, 'gzip, deflate, br, zstd');
    expect(woff2.headers.get('content-type')).toBe('font/woff2');
    expect(woff2.headers.get('content-encoding')).toBeNull();
  });

  test('gives every API answer a request id, keeping a valid one the client sent', async () => {
    const generated = await fetch(url('/ws/counties'));
    expect(generated.headers.get('x-request-id')).toMatch(/^[!-~]{1,64}$/);
    const chosen = await fetch(url('/ws/counties'), { headers: { 'X-Request-Id': 'e2e-trace-0001' } });
    expect(chosen.headers.get('x-request-id')).toBe('e2e-trace-0001');
  });

  test('answers repeated public GETs from its cache, each with its own request id, in every encoding', async () => {
    const first = await fetch(url('/ws/counties'), { headers: { 'X-Request-Id': 'e2e-cache-0001' } });
    const again = await fetch(url('/ws/counties'), { headers: { 'X-Request-Id': 'e2e-cache-0002' } });
    expect(again.headers.get('x-cache-status')).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
    expect([first.headers.get('x-request-id'), again.headers.get('x-request-id')]).toEqual([
      'e2e-cache-0001',
      'e2e-cache-0002',
    ]);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = await first.text();
    expect(await again.text()).toBe(body);
    // A client that takes no compression gets the same JSON, unpacked by the gateway.
    const plain = await fetch(url('/ws/counties'), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
    // A conditional request with the ETag is a 304.
    const revalidated = await fetch(url('/ws/counties'), { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });

  test('does not expose the services’ metrics', async () => {
    for (const path of ['/ws/metrics', '/ws/api/metrics']) {
      expect((await fetch(url(path))).status, path).toBe(404);
    }
  });
});
