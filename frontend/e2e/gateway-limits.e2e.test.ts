// The gateway as a careful HTTP server, each found by probing the running
// site: its cache cannot be filled with made-up query strings, only a found asset is cached for
// a year, slow clients are let go in seconds, its own refusals answer in the APIs' JSON error
// envelope, and a method a location does not take is a 405 with Allow. Plain HTTP against the
// real gateway.
import { DIRECT_CLIENT, fetchAsVisitor, fetchFrom, freshVisitor, holdOpen } from './support/client-address';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';

const url = (path: string) => `${e2eConfig.baseUrl}${path}`;
/** Kept answers: a hit, or one revalidated or being revalidated. */
const FROM_CACHE = /^(HIT|STALE|UPDATING|REVALIDATED)$/;

/**
 * Expects the APIs' error envelope (docs/api-design.md) with `status`, `code` and the stable
 * `messageCode` the web app translates.
 */
async function expectEnvelope(response: Response, status: number, code: string, messageCode: string, what: string) {
  expect(response.status, what).toBe(status);
  expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string; messageCode: string } };
  expect(body.error.code, what).toBe(code);
  expect(body.error.messageCode, what).toBe(messageCode);
  expect(body.error.message.length, what).toBeGreaterThan(0);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
}

test.describe(`gateway at ${e2eConfig.baseUrl}: limits and refusals`, () => {
  test('keys its cache on the path, so made-up query strings share one entry', async () => {
    await fetch(url('/ws/counties'));
    for (let n = 0; n < 5; n += 1) {
      const busted = await fetch(url(`/ws/counties?x=${Math.random().toString(36).slice(2)}`));
      expect(busted.status).toBe(200);
      expect(busted.headers.get('x-cache-status'), `request ${n}`).toMatch(FROM_CACHE);
    }
  });

  test('caches only a found asset for a year: a missing one is a 404 nobody keeps', async () => {
    const missing = await fetch(url('/assets/nope-0123abcd.js'));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age=31536000/);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  test('lets go of a client that sends its request head slowly within seconds', async () => {
    test.setTimeout(40_000);
    const { answer, ms } = await holdOpen(DIRECT_CLIENT, 'GET / HTTP/1.1\r\nHost: localhost\r\n');

    expect(answer).toBe('');
    expect(ms).toBeLessThan(20_000);
  });

  test('answers its own 400, 404, 413, 414 and 429 in the JSON error envelope, the 429 with Retry-After', async () => {
    const noHost = await holdOpen(DIRECT_CLIENT, 'GET /ws/counties HTTP/1.1\r\n\r\n');
    expect(noHost.answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(noHost.answer).toMatch(/\r\nContent-Type: application\/json/i);
    expect(noHost.answer).toContain('"code":"bad_request"');
    expect(noHost.answer).toContain('"messageCode":"request_malformed"');

    await expectEnvelope(await fetch(url('/ws/metrics')), 404, 'not_found', 'not_found', '/ws/metrics');
    await expectEnvelope(await fetch(url('/assets/nope-0123abcd.js')), 404, 'not_found', 'not_found', 'a missing asset');
    await expectEnvelope(
      await fetch(url('/ws/comments'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ filingKey: 1, commentary: 'x'.repeat(40_000) }),
      }),
      413,
      'payload_too_large',
      'request_too_large',
      'a 40 KB comment',
    );
    await expectEnvelope(await fetch(url(`/ws/counties/${'a'.repeat(40_000)}`)), 414, 'bad_request', 'address_too_long', 'a 40 KB path');

    const visitor = freshVisitor();
    let refusal: Response | undefined;
    for (let i = 0; i < 15 && !refusal; i += 1) {
      const response = await fetchAsVisitor(visitor, '/ws/comments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (response.status === 429) refusal = response;
    }
    expect(refusal, 'no 429 within 15 comment POSTs').toBeDefined();
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectEnvelope(refusal!, 429, 'too_many_requests', 'rate_limited', 'a burst of comments');
  });

  test('answers 405 with Allow for a method the web app and its assets do not take', async () => {
    const asset = /\/assets\/[^"]+\.js/.exec(await (await fetch(url('/'))).text())?.[0];
    for (const [method, path] of [
      ['POST', '/'],
      ['DELETE', '/rates'],
      ['PUT', asset!],
      ['POST', '/assets/nope-0123abcd.js'],
    ] as const) {
      const response = await fetchFrom(DIRECT_CLIENT, path, { method });
      await expectEnvelope(response, 405, 'method_not_allowed', 'read_only_address', `${method} ${path}`);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
    }
    expect((await fetch(url('/'), { method: 'HEAD' })).status).toBe(200);
  });
});
