import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentAdministratorFixture } from '@/testing/mocks/admin-session-handlers';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { signInForTests } from '@/testing/staff-session';
import { adminApi, adminApiWithToken, xsrfToken } from './admin-api-client';
import { answerOf, ApiError } from './api-client';
import { currentAccessToken, getSession } from './auth/session';
import { LOGGED_IN_USER_KEY } from './auth/stored-session';

/** Answers GET `path` with `answer` and keeps each request that reached it. */
function record(path: string, answer: () => Response): Request[] {
  const requests: Request[] = [];
  server.use(
    http.get(api(path), ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  return requests;
}

describe('the admin API client (SPEC 7.1)', () => {
  it("sends the session's bearer token, echoes the XSRF-TOKEN cookie and keeps cookies same-origin", async () => {
    signInForTests();
    document.cookie = 'XSRF-TOKEN=xsrf%3Dvalue; Path=/';
    const requests = record('/api/serf-auto-run', () => HttpResponse.json(true));

    await expect(answerOf(adminApi.GET('/api/serf-auto-run'))).resolves.toBe(true);

    const [request] = requests;
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${currentAccessToken()}`);
    expect(request!.headers.get('X-XSRF-TOKEN')).toBe('xsrf=value');
    expect(request!.headers.get('Accept')).toBe('application/json');
    expect(request!.credentials).toBe('same-origin');
  });

  it('sends neither header while signed out with no cookie', async () => {
    const requests = record('/api/sign-in-settings', () =>
      HttpResponse.json({ authority: 'https://idp.example', clientId: 'spa', scope: 'openid' }),
    );

    await answerOf(adminApi.GET('/api/sign-in-settings'));

    expect(requests[0]!.headers.has('Authorization')).toBe(false);
    expect(requests[0]!.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('POSTs a JSON body', async () => {
    signInForTests();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/api/update/compare-year'), async ({ request }) => {
        expect(request.headers.get('Content-Type')).toBe('application/json');
        bodies.push(await request.json());
        return HttpResponse.json({ id: 4, year: 2027, active: true });
      }),
    );

    await expect(
      answerOf(adminApi.POST('/api/update/compare-year', { body: { id: 4, year: 2027, active: true } })),
    ).resolves.toEqual({ id: 4, year: 2027, active: true });
    expect(bodies).toEqual([{ id: 4, year: 2027, active: true }]);
  });

  it("accepts any type for a file and keeps the file's bytes", async () => {
    signInForTests();
    const requests = record('/api/filings/:filingId/attachments/:attachmentKey', () =>
      new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    );

    const file = await answerOf(
      adminApi.GET('/api/filings/{filingId}/attachments/{attachmentKey}', {
        params: { path: { filingId: 12, attachmentKey: 'a b' } },
        parseAs: 'blob',
      }),
    );

    expect(await file.text()).toBe('%PDF-1.7');
    expect(new URL(requests[0]!.url).pathname).toBe('/ws/api/filings/12/attachments/a%20b');
    expect(requests[0]!.headers.get('Accept')).toBe('*/*');
  });

  it('forgets the session when the admin API refuses its token (401), throwing the refusal', async () => {
    signInForTests();
    server.use(http.get(api('/api/users'), () => apiError(401, 'unauthorized', 'Sign in again.')));

    const error = await adminApi.GET('/api/users').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Sign in again.' });
    expect(getSession().status).toBe('logged-out');
    expect(localStorage.getItem(LOGGED_IN_USER_KEY)).toBeNull();
  });

  it('keeps the session on any other refusal', async () => {
    signInForTests();
    server.use(http.get(api('/api/users'), () => apiError(403, 'forbidden', 'Administrators only.')));

    await expect(adminApi.GET('/api/users')).rejects.toMatchObject({ status: 403, message: 'Administrators only.' });
    expect(getSession().status).toBe('logged-in');
  });

  it('sends a token given for the call instead, and a 401 then leaves the session alone', async () => {
    signInForTests();
    const requests = record('/api/users/active', () => apiError(401, 'unauthorized', 'Token expired.'));

    await expect(adminApiWithToken('new-token').GET('/api/users/active')).rejects.toMatchObject({ status: 401 });

    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer new-token');
    expect(getSession().status).toBe('logged-in');
  });

  it('sends no token at all when the token given is empty', async () => {
    signInForTests();
    const requests = record('/api/users/active', () => HttpResponse.json(currentAdministratorFixture));

    await answerOf(adminApiWithToken('').GET('/api/users/active'));

    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('throws a request that got no answer as a network ApiError, and a cancelled one as an AbortError', async () => {
    server.use(http.get(api('/api/filings'), () => HttpResponse.error()));
    await expect(adminApi.GET('/api/filings')).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'network' });

    const controller = new AbortController();
    controller.abort();
    const error = await adminApi.GET('/api/filings', { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('xsrfToken', () => {
  it('reads the XSRF-TOKEN cookie among others, decoded', () => {
    expect(xsrfToken('theme=dark; XSRF-TOKEN=a%2Bb%3D%3D; other=1')).toBe('a+b==');
  });

  it('is null without the cookie', () => {
    expect(xsrfToken('theme=dark')).toBeNull();
    expect(xsrfToken('')).toBeNull();
  });
});
