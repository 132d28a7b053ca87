#!/usr/bin/env node
// Development OpenID Connect provider of the rate review site, built on oidc-provider.
// FOR LOCAL RUNS AND END-TO-END TESTS ONLY — never deploy it: the demo passwords are public, the
// private key is a plain file and all sessions live in memory.
//
//   node deploy/dev-idp/server.mjs          (environment variables: see README.md)
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import http from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import Provider, { errors } from 'oidc-provider';

import { accessTokenClaims, findAccountById, oidcClaims } from './accounts.mjs';
import { interactionRoutes, sendHtml } from './interactions.mjs';
import { loadOrCreateJwks } from './keys.mjs';
import { errorPage, loggedOutPage, logoutPage } from './views.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '..', '..');

export const CLIENT_ID = 'rate-review-spa';

export const DEFAULTS = Object.freeze({
  host: '127.0.0.1',
  port: 8083,
  keyFile: resolve(REPO_ROOT, '.data', 'dev-idp', 'jwks.json'),
  redirectUris: ['http://localhost:8080/auth/callback', 'http://localhost:8080/auth/silent-renew'],
  postLogoutRedirectUris: ['http://localhost:8080/'],
  apiAudience: 'api://rate-review-admin',
  apiScope: 'admin.access',
});

const ACCESS_TOKEN_TTL = 60 * 60; // seconds
const ID_TOKEN_TTL = 60 * 60;
const SESSION_TTL = 8 * 60 * 60;

function list(value) {
  return String(value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/** Options of startServer() read from the environment (see README.md). */
export function optionsFromEnv(env = process.env) {
  const options = {};
  if (env.PORT) options.port = Number(env.PORT);
  if (env.DEV_IDP_HOST) options.host = env.DEV_IDP_HOST;
  if (env.DEV_IDP_ISSUER) options.issuer = env.DEV_IDP_ISSUER;
  if (env.DEV_IDP_KEY_FILE) options.keyFile = env.DEV_IDP_KEY_FILE;
  if (env.DEV_IDP_REDIRECT_URIS) options.redirectUris = list(env.DEV_IDP_REDIRECT_URIS);
  if (env.DEV_IDP_POST_LOGOUT_URIS) options.postLogoutRedirectUris = list(env.DEV_IDP_POST_LOGOUT_URIS);
  if (env.DEV_IDP_API_AUDIENCE) options.apiAudience = env.DEV_IDP_API_AUDIENCE;
  if (env.DEV_IDP_API_SCOPE) options.apiScope = env.DEV_IDP_API_SCOPE;
  return options;
}

function checkUrl(value, what) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what}: not an absolute URL: ${value}`);
  }
  return url;
}

function normalizeIssuer(issuer) {
  const url = checkUrl(issuer, 'DEV_IDP_ISSUER');
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`DEV_IDP_ISSUER must be an origin without path, query or fragment (got ${issuer})`);
  }
  return url.origin;
}

/**
 * Scope values accepted for the API resource. Besides the plain scope (`admin.access`) the
 * Entra-style full names (`api://rate-review-admin/admin.access`, `api://rate-review-admin/.default`)
 * are accepted, so a front-end configured for the production provider works unchanged; the
 * access token's `scope` claim always carries the plain name.
 */
function apiScopeAliases(apiAudience, apiScope) {
  return [apiScope, `${apiAudience}/${apiScope}`, `${apiAudience}/.default`];
}

/**
 * oidc-provider configuration.
 * @param {object} o  resolved options
 */
export function providerConfiguration(o) {
  const corsOrigins = new Set(
    [...o.redirectUris, ...o.postLogoutRedirectUris].map((uri) => new URL(uri).origin),
  );
  const aliases = apiScopeAliases(o.apiAudience, o.apiScope);
  const resourceServer = {
    scope: aliases.join(' '),
    audience: o.apiAudience,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };
  const [signingKey] = o.jwks.keys;
  // Cookie signing keys derived from the persisted private key: stable across restarts.
  const cookieKey = createHash('sha256').update(`dev-idp cookies\0${signingKey.d}`).digest('base64url');

  return {
    clients: [{
      client_id: CLIENT_ID,
      client_name: 'Health Insurance Rate Review (development)',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: o.redirectUris,
      post_logout_redirect_uris: o.postLogoutRedirectUris,
      id_token_signed_response_alg: 'RS256',
    }],
    jwks: o.jwks,
    cookies: {
      keys: [cookieKey],
      names: { session: 'dev_idp_session', interaction: 'dev_idp_interaction', resume: 'dev_idp_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'uid'],
      email: ['email', 'email_verified'],
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // The SPA does not call the userinfo endpoint (SPEC 7.4): put the profile and e-mail claims
    // of the granted scopes in the ID token itself.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = findAccountById(sub);
      if (!account) return undefined;
      return {
        accountId: account.uid,
        async claims() {
          return oidcClaims(account);
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      const account = token.accountId ? findAccountById(token.accountId) : undefined;
      return account ? accessTokenClaims(account) : undefined;
    },
    formats: {
      customizers: {
        // JWT access tokens: add `nbf` (as the production provider does) and report the API
        // scope under its plain name whichever alias the client asked for.
        async jwt(_ctx, _token, jwt) {
          jwt.payload.nbf = jwt.payload.iat;
          if (jwt.payload.scope) {
            const scopes = new Set(jwt.payload.scope.split(' ')
              .map((scope) => (aliases.includes(scope) ? o.apiScope : scope)));
            jwt.payload.scope = [...scopes].join(' ');
          }
        },
      },
    },
    clientBasedCORS(_ctx, origin) {
      return corsOrigins.has(origin);
    },
    pkce: {
      required: () => true,
    },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          sendHtml(ctx, 200, logoutPage({ form }));
        },
        async postLogoutSuccessSource(ctx) {
          const client = ctx.oidc.client;
          sendHtml(ctx, 200, loggedOutPage({ clientName: client?.clientName || client?.clientId }));
        },
      },
      resourceIndicators: {
        enabled: true,
        // The API is the default resource: a request without `resource` gets an API token.
        async defaultResource(_ctx, _client, oneOf) {
          if (Array.isArray(oneOf)) return oneOf.includes(o.apiAudience) ? o.apiAudience : oneOf[0];
          return o.apiAudience;
        },
        // At the token endpoint, use the resource of the grant even though `openid` was
        // requested (otherwise oidc-provider would issue an opaque userinfo-only token).
        async useGrantedResource() {
          return true;
        },
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator === o.apiAudience) return resourceServer;
          throw new errors.InvalidTarget(`unknown resource indicator: ${resourceIndicator}`);
        },
      },
    },
    // Refresh tokens for the SPA (grant type refresh_token) even without offline_access.
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ID_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      RefreshToken(ctx, token, client) {
        if (ctx?.oidc?.entities.RotatedRefreshToken && client.clientAuthMethod === 'none'
          && !token.isSenderConstrained()) {
          return ctx.oidc.entities.RotatedRefreshToken.remainingTTL;
        }
        return SESSION_TTL;
      },
    },
    async renderError(ctx, out) {
      sendHtml(ctx, ctx.status >= 400 ? ctx.status : 500, errorPage({
        title: 'Sign-in error',
        message: 'The identity provider could not process this request.',
        details: { error: out.error, error_description: out.error_description, state: out.state },
      }));
    },
  };
}

/**
 * Starts the provider. Resolves once it listens.
 * @param {object} [options]
 * @param {number} [options.port=8083]   0 picks a free port
 * @param {string} [options.host='127.0.0.1']
 * @param {string} [options.issuer]      default http://localhost:<port>
 * @param {string} [options.keyFile]     private JWKS file, created when missing
 * @param {string[]} [options.redirectUris]
 * @param {string[]} [options.postLogoutRedirectUris]
 * @param {string} [options.apiAudience='api://rate-review-admin']
 * @param {string} [options.apiScope='admin.access']
 * @returns {Promise<{ issuer: string, port: number, host: string, keyFile: string,
 *   keyCreated: boolean, provider: Provider, server: http.Server, close: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const o = { ...DEFAULTS };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) o[key] = value;
  }
  if (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535) {
    throw new Error(`invalid port: ${options.port}`);
  }
  for (const uri of [...o.redirectUris, ...o.postLogoutRedirectUris]) checkUrl(uri, 'redirect URI');
  if (!o.redirectUris.length) throw new Error('at least one redirect URI is required');
  checkUrl(o.apiAudience, 'DEV_IDP_API_AUDIENCE');
  if (!/^[\x21\x23-\x5B\x5D-\x7E]+$/.test(o.apiScope)) throw new Error(`invalid API scope: ${o.apiScope}`);
  if (o.issuer !== undefined) o.issuer = normalizeIssuer(o.issuer);

  const { jwks, created: keyCreated } = loadOrCreateJwks(o.keyFile);
  o.jwks = jwks;

  // Listen first so that port 0 works: the issuer may depend on the port.
  let handler = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(o.port, o.host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address();
  const issuer = o.issuer ?? `http://localhost:${port}`;

  let provider;
  try {
    provider = new Provider(issuer, providerConfiguration(o));
  } catch (err) {
    server.close();
    throw err;
  }
  provider.proxy = true; // honour X-Forwarded-* when put behind a reverse proxy
  provider.use(interactionRoutes(provider, { issuer }));
  provider.on('server_error', (_ctx, err) => {
    console.error('dev-idp server error:', err);
  });
  handler = provider.callback();

  let closing;
  const close = () => {
    closing ??= new Promise((resolveClose) => {
      server.close(() => resolveClose());
      server.closeIdleConnections?.();
      setTimeout(() => server.closeAllConnections?.(), 2000).unref();
    });
    return closing;
  };

  return {
    issuer, port, host: o.host, keyFile: o.keyFile, keyCreated, provider, server, close,
  };
}

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  try {
    const running = await startServer(optionsFromEnv());
    if (running.keyCreated) console.log(`dev-idp generated a signing key in ${running.keyFile}`);
    console.log(`dev-idp listening on ${running.issuer}`);
    let stopping = false;
    const stop = (signal) => {
      if (stopping) return;
      stopping = true;
      console.log(`dev-idp stopping (${signal})`);
      running.close().then(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  } catch (err) {
    console.error(`dev-idp failed to start: ${err.message}`);
    process.exit(1);
  }
}
