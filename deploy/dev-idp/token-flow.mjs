// The OpenID Connect authorization code flow with PKCE against the development identity provider,
// driven over plain HTTP (fetch with manual redirects and a small cookie jar), the way a browser
// would do it. For command-line use (get-token.mjs) and end-to-end tests:
//
//   import { getAccessToken } from '../deploy/dev-idp/token-flow.mjs';
//   const token = await getAccessToken({ email: 'dana.whitfield@insurance.lakeland.example', password: 'demo-admin' });
import { createHash, randomBytes } from 'node:crypto';

import { DEFAULT_ACCOUNT, findAccountByEmail } from './accounts.mjs';

export const DEFAULT_ISSUER = 'http://localhost:8083';
export const DEFAULT_CLIENT_ID = 'rate-review-spa';
export const DEFAULT_REDIRECT_URI = 'http://localhost:8080/auth/callback';
export const DEFAULT_SCOPE = 'openid profile email admin.access';

const MAX_STEPS = 25;

/** A sign-in or token error; `code` is the OAuth error code when there is one. */
export class TokenFlowError extends Error {
  constructor(message, { code, status, cause } = {}) {
    super(message, { cause });
    this.name = 'TokenFlowError';
    this.code = code;
    this.status = status;
  }
}

/** Minimal RFC 6265 cookie jar for a single host: honours Path, Max-Age and Expires. */
export class CookieJar {
  #cookies = new Map(); // `${name}\0${path}` -> { name, value, path, expires }

  /** Stores the Set-Cookie headers of a response to `url`. */
  store(response, url) {
    const headers = typeof response.headers.getSetCookie === 'function'
      ? response.headers.getSetCookie()
      : [response.headers.get('set-cookie')].filter(Boolean);
    for (const header of headers) this.#storeOne(header, new URL(url));
  }

  #storeOne(header, url) {
    const [pair, ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    let path;
    let expires;
    for (const attribute of attributes) {
      const [rawKey, ...rest] = attribute.split('=');
      const key = rawKey.trim().toLowerCase();
      const attrValue = rest.join('=').trim();
      if (key === 'path' && attrValue.startsWith('/')) path = attrValue;
      if (key === 'max-age' && /^-?\d+$/.test(attrValue)) expires = Date.now() + Number(attrValue) * 1000;
      if (key === 'expires' && expires === undefined) {
        const date = Date.parse(attrValue);
        if (!Number.isNaN(date)) expires = date;
      }
    }
    if (!path) {
      // Default-path: the request path up to its last '/'.
      const slash = url.pathname.lastIndexOf('/');
      path = slash > 0 ? url.pathname.slice(0, slash) : '/';
    }
    const key = `${name}\0${path}`;
    if (expires !== undefined && expires <= Date.now()) {
      this.#cookies.delete(key);
    } else {
      this.#cookies.set(key, {
        name, value, path, expires,
      });
    }
  }

  /** The Cookie header value for a request to `url` (undefined when there is none). */
  header(url) {
    const { pathname } = new URL(url);
    const now = Date.now();
    const matching = [...this.#cookies.values()]
      .filter((c) => (c.expires === undefined || c.expires > now)
        && (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)))
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}

function randomToken(bytes = 32) {
  return randomBytes(bytes).toString('base64url');
}

async function request(jar, url, { method = 'GET', form, headers = {} } = {}) {
  const init = { method, redirect: 'manual', headers: { Accept: 'text/html,application/json', ...headers } };
  const cookie = jar.header(url);
  if (cookie) init.headers.Cookie = cookie;
  if (form) {
    init.body = new URLSearchParams(form).toString();
    init.headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  let response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw new TokenFlowError(`cannot reach ${new URL(url).origin} (${cause.cause?.code || cause.message}); is the dev identity provider running?`, { cause });
  }
  jar.store(response, url);
  return response;
}

async function discover(issuer) {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new TokenFlowError(`cannot reach ${url} (${cause.cause?.code || cause.message}); is the dev identity provider running?`, { cause });
  }
  if (!response.ok) {
    throw new TokenFlowError(`discovery failed: GET ${url} returned HTTP ${response.status}`, { status: response.status });
  }
  return response.json();
}

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The sign-in form of a login page: its action, or undefined when the page has none. */
function findLoginForm(html) {
  const form = /<form\b[^>]*\bid="login-form"[^>]*>/i.exec(html);
  if (!form) return undefined;
  const action = /\baction="([^"]*)"/i.exec(form[0]);
  return action ? decodeEntities(action[1]) : undefined;
}

/** The first hidden-input form of a page (used for the sign-out page): action and fields. */
function findHiddenForm(html) {
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const fields = {};
  for (const input of form[2].matchAll(/<input\b[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[0]);
    const value = /\bvalue="([^"]*)"/i.exec(input[0]);
    if (name) fields[decodeEntities(name[1])] = value ? decodeEntities(value[1]) : '';
  }
  // Controls outside the form that join it through the `form` attribute.
  for (const input of html.matchAll(/<input\b[^>]*\bform="op\.logoutForm"[^>]*>/gi)) {
    const name = /\bname="([^"]*)"/i.exec(input[0]);
    const value = /\bvalue="([^"]*)"/i.exec(input[0]);
    if (name) fields[decodeEntities(name[1])] = value ? decodeEntities(value[1]) : '';
  }
  return { action: decodeEntities(form[1]), fields };
}

function pageError(html) {
  const alert = /<div[^>]*role="alert"[^>]*>([\s\S]*?)<\/div>/i.exec(html);
  const text = (alert ? alert[1] : (/<main[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? html))
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim().slice(0, 400);
}

function isRedirect(status) {
  return status >= 300 && status < 400;
}

function sameEndpoint(a, b) {
  return a.origin === b.origin && a.pathname === b.pathname;
}

/**
 * Runs the authorization code flow with PKCE for one account and returns the token response.
 * @param {object} [options]
 * @param {string} [options.issuer]       default $DEV_IDP_ISSUER or http://localhost:8083
 * @param {string} [options.email]        default the administrator
 * @param {string} [options.password]   default the demo password of that e-mail
 * @param {string} [options.clientId]     default rate-review-spa
 * @param {string} [options.redirectUri]  default http://localhost:8080/auth/callback (never contacted)
 * @param {string} [options.scope]        default "openid profile email admin.access"
 * @param {string} [options.resource]     optional resource indicator (the API is the default)
 * @param {CookieJar} [options.jar]       the browser's cookies; pass one to keep the IdP session
 * @returns {Promise<{ access_token: string, id_token?: string, refresh_token?: string,
 *   token_type: string, expires_in: number, scope?: string }>}
 */
export async function authorize(options = {}) {
  const issuer = (options.issuer ?? process.env.DEV_IDP_ISSUER ?? DEFAULT_ISSUER).replace(/\/+$/, '');
  const {
    email = DEFAULT_ACCOUNT.email,
    password = findAccountByEmail(email)?.password,
    clientId = DEFAULT_CLIENT_ID,
    redirectUri = DEFAULT_REDIRECT_URI,
    scope = DEFAULT_SCOPE,
    resource,
    jar = new CookieJar(),
  } = options;
  if (password === undefined) throw new TokenFlowError(`no password given for ${email}`);

  const metadata = await discover(issuer);
  const verifier = randomToken(32);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomToken(16);
  const nonce = randomToken(16);

  const authUrl = new URL(metadata.authorization_endpoint);
  authUrl.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(resource ? { resource } : {}),
  }).toString();

  const callback = new URL(redirectUri);
  let url = authUrl.href;
  let next = { method: 'GET' };
  let submittedCredentials = false;
  let result;

  for (let step = 0; step < MAX_STEPS && !result; step += 1) {
    const response = await request(jar, url, next);
    if (isRedirect(response.status)) {
      await response.arrayBuffer();
      const location = response.headers.get('location');
      if (!location) throw new TokenFlowError(`HTTP ${response.status} without Location from ${url}`);
      const target = new URL(location, url);
      if (sameEndpoint(target, callback)) {
        result = Object.fromEntries(target.searchParams);
        break;
      }
      url = target.href;
      next = { method: 'GET' };
      continue;
    }

    const body = await response.text();
    const action = response.ok ? findLoginForm(body) : undefined;
    if (action && !submittedCredentials) {
      submittedCredentials = true;
      url = new URL(action, url).href;
      next = { method: 'POST', form: { email, password } };
      continue;
    }
    if (submittedCredentials && findLoginForm(body)) {
      throw new TokenFlowError(`sign-in failed for ${email}: ${pageError(body)}`, { code: 'invalid_credentials', status: response.status });
    }
    throw new TokenFlowError(`unexpected HTTP ${response.status} from ${url}: ${pageError(body)}`, { status: response.status });
  }

  if (!result) throw new TokenFlowError(`no redirect to ${redirectUri} after ${MAX_STEPS} steps`);
  if (result.error) {
    throw new TokenFlowError(`authorization failed: ${result.error}${result.error_description ? ` (${result.error_description})` : ''}`, { code: result.error });
  }
  if (result.state !== state) throw new TokenFlowError('authorization response state mismatch');
  if (result.iss && result.iss !== metadata.issuer) throw new TokenFlowError(`authorization response from unexpected issuer ${result.iss}`);
  if (!result.code) throw new TokenFlowError('authorization response without code');

  const tokenResponse = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: result.code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = await tokenResponse.json().catch(() => ({}));
  if (!tokenResponse.ok || !tokens.access_token) {
    throw new TokenFlowError(`token request failed: HTTP ${tokenResponse.status} ${tokens.error ?? ''}${tokens.error_description ? ` (${tokens.error_description})` : ''}`.trim(), {
      code: tokens.error, status: tokenResponse.status,
    });
  }
  return tokens;
}

/**
 * Signs in with the authorization code flow + PKCE and returns only the access token (a JWT
 * for the API, audience api://rate-review-admin).
 * @param {Parameters<typeof authorize>[0]} [options]
 * @returns {Promise<string>}
 */
export async function getAccessToken(options = {}) {
  const tokens = await authorize(options);
  return tokens.access_token;
}

/**
 * Refreshes tokens with a refresh token.
 * @param {{ issuer?: string, refreshToken: string, clientId?: string }} options
 */
export async function refresh({ issuer = process.env.DEV_IDP_ISSUER ?? DEFAULT_ISSUER, refreshToken, clientId = DEFAULT_CLIENT_ID }) {
  const metadata = await discover(issuer);
  const response = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }).toString(),
  });
  const tokens = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new TokenFlowError(`refresh failed: HTTP ${response.status} ${tokens.error ?? ''}`.trim(), { code: tokens.error, status: response.status });
  }
  return tokens;
}

/**
 * RP-initiated sign-out with the cookies of a previous sign-in; returns the URL the provider
 * finally redirects to (the post-logout redirect URI).
 * @param {{ issuer?: string, jar: CookieJar, idToken?: string, clientId?: string,
 *   postLogoutRedirectUri?: string }} options
 */
export async function signOut({
  issuer = process.env.DEV_IDP_ISSUER ?? DEFAULT_ISSUER,
  jar,
  idToken,
  clientId = DEFAULT_CLIENT_ID,
  postLogoutRedirectUri = 'http://localhost:8080/',
}) {
  const metadata = await discover(issuer);
  const url = new URL(metadata.end_session_endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    post_logout_redirect_uri: postLogoutRedirectUri,
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).toString();
  const page = await request(jar, url.href);
  const html = await page.text();
  if (!page.ok) throw new TokenFlowError(`sign-out page: HTTP ${page.status}: ${pageError(html)}`, { status: page.status });
  const form = findHiddenForm(html);
  if (!form) throw new TokenFlowError('sign-out page without form');
  const confirm = await request(jar, new URL(form.action, url).href, { method: 'POST', form: form.fields });
  await confirm.arrayBuffer();
  if (!isRedirect(confirm.status)) throw new TokenFlowError(`sign-out confirmation: HTTP ${confirm.status}`, { status: confirm.status });
  return new URL(confirm.headers.get('location'), url).href;
}

/** Decodes (does not verify) the header and payload of a JWT. */
export function decodeJwt(token) {
  const [header, payload] = String(token).split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
  };
}
