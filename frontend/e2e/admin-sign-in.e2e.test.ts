// Staff sign-in end to end (ARCHITECTURE "Sign-in"): a real token from the dev OpenID
// provider, obtained through the authorization code flow with PKCE, opens the admin call
// through the gateway; no token, a tampered token or an inactive account does not.
import { decodeJwt, getAccessToken } from '../../deploy/dev-idp/token-flow.mjs';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';

const issuer = process.env.E2E_IDP_ISSUER ?? 'http://localhost:8083';
const redirectUri = `${e2eConfig.baseUrl}/auth/callback`;
const currentUser = `${e2eConfig.baseUrl}/ws/api/users/active`;

function signIn(email: string): Promise<string> {
  return getAccessToken({ issuer, email, redirectUri });
}

function getCurrentUser(token?: string): Promise<Response> {
  return fetch(currentUser, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

test.describe('admin API sign-in through the gateway', () => {
  test('refuses a request without a token with 401', async () => {
    const response = await getCurrentUser();

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  test("returns the administrator's own record for the dev provider's administrator token", async () => {
    const token = await signIn('dana.whitfield@insurance.lakeland.example');

    const response = await getCurrentUser(token);

    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@insurance.lakeland.example',
      umdId: 100001,
      role: 'Administrator',
      roleFk: 2,
    });
  });

  test('refuses a token whose claims were altered after signing with 401', async () => {
    const token = await signIn('dana.whitfield@insurance.lakeland.example');
    const [header, , signature] = token.split('.');
    const payload = { ...decodeJwt(token).payload, aud: 'api://some-other-api' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;

    const response = await getCurrentUser(tampered);

    expect(response.status).toBe(401);
  });

  test("lets an insurer read their own record but nothing an administrator does", async () => {
    const token = await signIn('marcus.lee@bluelakehealth.example');

    const own = await getCurrentUser(token);
    const users = await fetch(`${e2eConfig.baseUrl}/ws/api/users`, { headers: { Authorization: `Bearer ${token}` } });

    expect(own.status).toBe(200);
    expect(((await own.json()) as { role: string }).role).toBe('Insurance');
    expect(users.status).toBe(403);
  });

  test('requires the XSRF cookie to be echoed in X-XSRF-TOKEN for a state-changing call', async () => {
    const token = await signIn('dana.whitfield@insurance.lakeland.example');
    const first = await getCurrentUser(token);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const xsrf = cookie.replace('XSRF-TOKEN=', '');
    expect(xsrf).toMatch(/^[0-9a-f]{64}$/);
    const auto = `${e2eConfig.baseUrl}/ws/api/serf-auto-run`;
    const auth = { Authorization: `Bearer ${token}` };

    const withoutHeader = await fetch(`${auto}/disable`, { headers: { ...auth, Cookie: cookie } });
    const withHeader = await fetch(`${auto}/disable`, { headers: { ...auth, Cookie: cookie, 'X-XSRF-TOKEN': xsrf } });
    const status = await fetch(auto, { headers: auth });
    await fetch(`${auto}/enable`, { headers: { ...auth, Cookie: cookie, 'X-XSRF-TOKEN': xsrf } });

    expect(withoutHeader.status).toBe(403);
    expect(withHeader.status).toBe(200);
    expect(await status.json()).toBe(false);
  });

  test('serves the rates template as a real .xls (SPEC 2.13, 7.3 static download)', async () => {
    const response = await fetch(`${e2eConfig.baseUrl}/rate_template.xls`);

    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The OLE2 compound-file signature every .xls starts with.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
  });

  test('refuses an inactive staff member with 403', async () => {
    const token = await signIn('priya.raman@insurance.lakeland.example');

    const response = await getCurrentUser(token);

    expect(response.status).toBe(403);
  });
});
