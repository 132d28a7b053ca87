// Staff sign-in end to end (ARCHITECTURE "Sign-in", issue 2): a real token from the dev OpenID
// provider, obtained through the authorization code flow with PKCE, opens the admin call
// through the gateway; no token, a tampered token or an inactive account does not.
import { describe, expect, it } from 'vitest';
import { decodeJwt, getAccessToken } from '../../deploy/dev-idp/token-flow.mjs';
import { e2eConfig } from './support/config';

const issuer = process.env.E2E_IDP_ISSUER ?? 'http://localhost:8083';
const redirectUri = `${e2eConfig.baseUrl}/auth/callback`;
const currentUser = `${e2eConfig.baseUrl}/ws/api/users/active`;

function signIn(email: string): Promise<string> {
  return getAccessToken({ issuer, email, redirectUri });
}

function getCurrentUser(token?: string): Promise<Response> {
  return fetch(currentUser, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

describe('admin API sign-in through the gateway', () => {
  it('refuses a request without a token with 401', async () => {
    const response = await getCurrentUser();

    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it("returns the administrator's own record for the dev provider's administrator token", async () => {
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

  it('refuses a token whose claims were altered after signing with 401', async () => {
    const token = await signIn('dana.whitfield@insurance.lakeland.example');
    const [header, , signature] = token.split('.');
    const payload = { ...decodeJwt(token).payload, aud: 'api://some-other-api' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;

    const response = await getCurrentUser(tampered);

    expect(response.status).toBe(401);
  });

  it('refuses an inactive staff member with 403', async () => {
    const token = await signIn('priya.raman@insurance.lakeland.example');

    const response = await getCurrentUser(token);

    expect(response.status).toBe(403);
  });
});
