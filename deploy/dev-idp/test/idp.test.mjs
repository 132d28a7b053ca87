// Self-test of the development identity provider: node --test deploy/dev-idp/test/
import assert from 'node:assert/strict';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { ACCOUNTS } from '../accounts.mjs';
import { startServer } from '../server.mjs';
import {
  CookieJar, TokenFlowError, authorize, decodeJwt, getAccessToken, refresh, signOut,
} from '../token-flow.mjs';

const ADMIN = ACCOUNTS.find((a) => a.uid === '100001');
const INSURER = ACCOUNTS.find((a) => a.uid === '200001');
const INACTIVE = ACCOUNTS.find((a) => a.uid === '100002');

function verifyJwt(token, jwks) {
  const [header, payload, signature] = token.split('.');
  const { kid, alg } = decodeJwt(token).header;
  assert.equal(alg, 'RS256');
  const jwk = jwks.keys.find((key) => key.kid === kid);
  assert.ok(jwk, `kid ${kid} is in the JWKS`);
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  return verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'));
}

describe('dev-idp', () => {
  let dir;
  let keyFile;
  let idp;
  let issuer;
  let jwks;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-idp-test-'));
    keyFile = join(dir, 'nested', 'jwks.json');
    idp = await startServer({ port: 0, keyFile });
    issuer = idp.issuer;
  });

  after(async () => {
    await idp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('creates a private RS256 JWKS file with a kid', () => {
    assert.equal(idp.keyCreated, true);
    const stored = JSON.parse(readFileSync(keyFile, 'utf8'));
    assert.equal(stored.keys.length, 1);
    const [key] = stored.keys;
    assert.equal(key.kty, 'RSA');
    assert.equal(key.alg, 'RS256');
    assert.ok(key.kid);
    assert.ok(key.d, 'private key material is persisted');
    assert.equal(statSync(keyFile).mode & 0o777, 0o600);
  });

  test('serves discovery', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    assert.equal(response.status, 200);
    const metadata = await response.json();
    assert.equal(metadata.issuer, issuer);
    assert.equal(metadata.authorization_endpoint, `${issuer}/auth`);
    assert.equal(metadata.token_endpoint, `${issuer}/token`);
    assert.equal(metadata.jwks_uri, `${issuer}/jwks`);
    assert.equal(metadata.end_session_endpoint, `${issuer}/session/end`);
    assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(metadata.response_types_supported, ['code']);
    for (const scope of ['openid', 'profile', 'email']) assert.ok(metadata.scopes_supported.includes(scope));
  });

  test('serves a public JWKS', async () => {
    const response = await fetch(`${issuer}/jwks`);
    assert.equal(response.status, 200);
    jwks = await response.json();
    assert.equal(jwks.keys.length, 1);
    const [key] = jwks.keys;
    assert.equal(key.kty, 'RSA');
    assert.equal(key.alg, 'RS256');
    assert.equal(key.use, 'sig');
    assert.ok(key.kid);
    assert.equal(key.d, undefined, 'no private key material is published');
  });

  test('issues an RS256 JWT access token for the API to the administrator', async () => {
    const token = await getAccessToken({ issuer, email: ADMIN.email, password: ADMIN.password });
    const { header, payload } = decodeJwt(token);
    assert.equal(header.alg, 'RS256');
    assert.equal(header.typ, 'at+jwt', 'admin-api requires the access-token type (OIDC_ACCESS_TOKEN_TYPE)');
    assert.ok(header.kid);
    assert.ok(jwks.keys.some((key) => key.kid === header.kid), 'header kid is in the JWKS');
    assert.ok(verifyJwt(token, jwks), 'signature verifies with the published key');

    assert.equal(payload.iss, issuer);
    assert.equal(payload.aud, 'api://rate-review-admin');
    assert.equal(payload.sub, '100001');
    assert.equal(payload.uid, '100001');
    assert.equal(payload.email, ADMIN.email);
    assert.equal(payload.preferred_username, ADMIN.email);
    assert.equal(payload.name, 'Dana Whitfield');
    assert.equal(payload.client_id, 'rate-review-spa');
    assert.equal(payload.scope, 'admin.access');
    assert.equal(payload.exp - payload.iat, 3600);
    assert.equal(payload.nbf, payload.iat);
    assert.ok(Math.abs(payload.iat - Date.now() / 1000) < 60);
  });

  test('the ID token carries the profile and e-mail claims', async () => {
    const tokens = await authorize({ issuer, email: INSURER.email, password: INSURER.password });
    assert.equal(tokens.token_type, 'Bearer');
    assert.equal(tokens.expires_in, 3600);
    assert.ok(verifyJwt(tokens.id_token, jwks));
    const { payload } = decodeJwt(tokens.id_token);
    assert.equal(payload.iss, issuer);
    assert.equal(payload.aud, 'rate-review-spa');
    assert.equal(payload.sub, '200001');
    assert.equal(payload.email, INSURER.email);
    assert.equal(payload.email_verified, true);
    assert.equal(payload.name, 'Marcus Lee');
    assert.equal(payload.preferred_username, INSURER.email);
    assert.ok(payload.nonce);

    // The refresh token yields a new API access token.
    assert.ok(tokens.refresh_token);
    const refreshed = await refresh({ issuer, refreshToken: tokens.refresh_token });
    const access = decodeJwt(refreshed.access_token).payload;
    assert.equal(access.aud, 'api://rate-review-admin');
    assert.equal(access.uid, '200001');
    assert.equal(access.email, INSURER.email);
  });

  test('signs in the inactive staff member (the API, not the IdP, refuses her)', async () => {
    const { payload } = decodeJwt(await getAccessToken({ issuer, email: INACTIVE.email, password: INACTIVE.password }));
    assert.equal(payload.uid, '100002');
    assert.equal(payload.email, INACTIVE.email);
  });

  test('accepts the Entra-style API scope names and reports the plain scope', async () => {
    for (const apiScope of ['api://rate-review-admin/admin.access', 'api://rate-review-admin/.default']) {
      const token = await getAccessToken({ issuer, scope: `openid profile email ${apiScope}` });
      assert.equal(decodeJwt(token).payload.scope, 'admin.access');
      assert.equal(decodeJwt(token).payload.aud, 'api://rate-review-admin');
    }
  });

  test('a wrong password is an error', async () => {
    await assert.rejects(
      getAccessToken({ issuer, email: ADMIN.email, password: 'not-the-password' }),
      (err) => err instanceof TokenFlowError && /incorrect/.test(err.message) && err.status === 400,
    );
    await assert.rejects(
      getAccessToken({ issuer, email: 'nobody@example.org', password: 'demo-admin' }),
      TokenFlowError,
    );
  });

  test('the sign-in page is accessible, escapes its input and has no inline script', async () => {
    const jar = new CookieJar();
    const auth = new URL(`${issuer}/auth`);
    auth.search = new URLSearchParams({
      client_id: 'rate-review-spa',
      redirect_uri: 'http://localhost:8080/auth/callback',
      response_type: 'code',
      scope: 'openid profile email admin.access',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      login_hint: '"><script>alert(1)</script>',
    }).toString();
    const redirect = await fetch(auth, { redirect: 'manual' });
    assert.equal(redirect.status, 303);
    jar.store(redirect, auth.href);
    const loginUrl = new URL(redirect.headers.get('location'), auth).href;
    const response = await fetch(loginUrl, { headers: { Cookie: jar.header(loginUrl) } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy'), /script-src 'self'/);
    const html = await response.text();
    assert.match(html, /<html lang="en">/);
    assert.match(html, /<main\b/);
    assert.match(html, /<h1>Sign in<\/h1>/);
    assert.match(html, /<label for="email">/);
    assert.match(html, /<input id="email"/);
    assert.match(html, /<label for="password">/);
    assert.match(html, /<input id="password"/);
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)/, 'no inline script');
    assert.ok(html.includes('&quot;&gt;&lt;script&gt;'), 'login_hint is escaped');
    for (const account of ACCOUNTS) assert.ok(html.includes(account.email), `lists ${account.email}`);

    // A wrong password shows the form again with an alert.
    const failed = await fetch(new URL(/action="([^"]+\/login)"/.exec(html)[1], loginUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: jar.header(loginUrl), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: ADMIN.email, password: 'wrong' }).toString(),
    });
    assert.equal(failed.status, 400);
    const failedHtml = await failed.text();
    assert.match(failedHtml, /role="alert"/);
    assert.match(failedHtml, /incorrect/);
    assert.match(failedHtml, /aria-invalid="true"/);
  });

  test('CORS on the token endpoint is limited to the SPA origin', async () => {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'unknown',
      client_id: 'rate-review-spa',
      redirect_uri: 'http://localhost:8080/auth/callback',
      code_verifier: 'x'.repeat(43),
    }).toString();
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const allowed = await fetch(`${issuer}/token`, { method: 'POST', body, headers: { ...headers, Origin: 'http://localhost:8080' } });
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    const denied = await fetch(`${issuer}/token`, { method: 'POST', body, headers: { ...headers, Origin: 'http://evil.example' } });
    assert.equal(denied.headers.get('access-control-allow-origin'), null);
    assert.equal(denied.status, 400);
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { Origin: 'http://localhost:8080' } });
    assert.ok(discovery.headers.get('access-control-allow-origin'));
  });

  test('sign-out ends the session and returns to the post-logout URI', async () => {
    const jar = new CookieJar();
    const tokens = await authorize({ issuer, jar });
    // Signed in: a second authorization needs no password.
    await authorize({ issuer, jar, password: 'unused because the session exists' });
    const returnTo = await signOut({ issuer, jar, idToken: tokens.id_token });
    assert.equal(returnTo, 'http://localhost:8080/');
    // Signed out: the password is asked for again.
    await assert.rejects(authorize({ issuer, jar, password: 'wrong' }), /incorrect/);
  });

  test('reuses the key file after a restart', async () => {
    const second = await startServer({ port: 0, keyFile });
    try {
      assert.equal(second.keyCreated, false);
      const again = await (await fetch(`${second.issuer}/jwks`)).json();
      assert.deepEqual(again, jwks);
      const token = await getAccessToken({ issuer: second.issuer });
      assert.ok(verifyJwt(token, jwks));
    } finally {
      await second.close();
    }
  });
});
