// Who the gateway counts a request as: the connection's address, or the
// visitor the trusted proxy in front of it names in X-Forwarded-For, and nobody else's word.
// scripts/test trusts 127.0.0.2 as that proxy (REAL_IP_FROM); a client at 127.0.0.3 reaches the
// gateway directly. Plain HTTP against the real gateway.
import {
  DIRECT_CLIENT,
  fetchAsVisitor,
  fetchFrom,
  freshVisitor,
  holdOpen,
} from './support/client-address';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { findOpenFiling, type OpenFiling } from './support/hostile-comments';

/** The server's per-client hourly comment limit (its `COMMENT_LIMIT_PER_HOUR`, 5 unless set). */
const COMMENT_LIMIT = Number(process.env.COMMENT_LIMIT_PER_HOUR ?? 5);
/** Requests one address may have in progress at the gateway at once (CLIENT_CONNECTION_LIMIT). */
const CONNECTION_LIMIT = Number(process.env.CLIENT_CONNECTION_LIMIT ?? 32);

test.describe(`gateway at ${e2eConfig.baseUrl}: the client's address`, () => {
  let filing: OpenFiling;
  test.beforeAll(async () => {
    filing = await findOpenFiling();
  });

  // From an address of its own, so the browser tests' allowance (127.0.0.1) is left alone.
  test('counts a client that makes up X-Forwarded-For as its own connection, so the comment limit holds', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      const response = await fetchFrom(DIRECT_CLIENT, '/ws/comments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${n}` },
        body: JSON.stringify({ filingKey: filing.row.filingId, commentary: `Spoofed visitor ${n}, ${Date.now()}.` }),
      });
      statuses.push(response.status);
    }

    expect(statuses.filter((status) => status === 201).length, statuses.join()).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(statuses.slice(COMMENT_LIMIT).every((status) => status === 429), statuses.join()).toBe(true);
  });

  test('sends HSTS when the trusted proxy says the visitor came over TLS, never when a client says so', async () => {
    const viaProxy = await fetchAsVisitor(freshVisitor(), '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    for (const from of [DIRECT_CLIENT, '127.0.0.1']) {
      const direct = await fetchFrom(from, '/', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(direct.headers.get('strict-transport-security'), from).toBeNull();
    }
  });

  test(
    'counts connections that each make up another X-Forwarded-For as one address: past its limit, 429 with Retry-After; a stalled body is dropped in seconds',
    async () => {
      test.setTimeout(40_000);
      // From 127.0.0.1, the address the gateway used to trust. Each sends the head of an upload
      // naming another visitor, and no body: nginx holds the request while it waits.
      const stalled = Array.from({ length: CONNECTION_LIMIT + 3 }, (_, n) =>
        holdOpen(
          '127.0.0.1',
          'POST /ws/api/provider/upload/1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n' +
            `Content-Length: 1000\r\nX-Forwarded-For: 203.0.113.${n + 1}\r\n\r\n`,
        ),
      );

      const answers = await Promise.all(stalled);

      const refused = answers.filter(({ answer }) => answer.startsWith('HTTP/1.1 429'));
      expect(refused.length, answers.map(({ answer }) => answer.slice(0, 12)).join()).toBeGreaterThanOrEqual(3);
      expect(refused[0]!.answer).toMatch(/\r\nRetry-After: \d+\r\n/i);
      expect(refused[0]!.answer).toContain('"code":"too_many_requests"');
      // The held ones are let go after client_body_timeout, not after nginx's default minute.
      expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(20_000);
    },
  );
});
