// Koa middleware mounted in front of oidc-provider's own routes (provider.use): the sign-in
// interaction (login form, automatic consent, cancel), the static CSS/JS of the pages and a small
// landing page. Uses only oidc-provider's interaction API (interactionDetails/interactionResult).
import { errors } from 'oidc-provider';

import { ACCOUNTS, authenticate } from './accounts.mjs';
import {
  LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH, PAGE_CSP, STYLESHEET, STYLESHEET_PATH,
  errorPage, indexPage, loginPage,
} from './views.mjs';

const MAX_FORM_BYTES = 16 * 1024;
const INTERACTION_ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|abort))?\/?$/;
const WRONG_CREDENTIALS = 'The e-mail address or password is incorrect. Use one of the demo accounts listed below.';

/** Sets the headers shared by every HTML page and the HTML body itself. */
export function sendHtml(ctx, status, html) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = html;
}

async function readForm(ctx) {
  if (!ctx.is('application/x-www-form-urlencoded')) {
    ctx.throw(415, 'expected an application/x-www-form-urlencoded form');
  }
  const chunks = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) ctx.throw(413, 'form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function clientName(provider, clientId) {
  const client = clientId ? await provider.Client.find(String(clientId)) : undefined;
  return client?.clientName || client?.clientId;
}

/**
 * Grants what the consent prompt reports as missing: the requested OpenID scopes and claims and
 * the requested scopes of the API resource. Consent is automatic for this first-party client.
 */
async function autoConsent(provider, interaction) {
  const { prompt: { details }, params, session } = interaction;
  let grant;
  if (interaction.grantId) {
    grant = await provider.Grant.find(interaction.grantId);
  }
  if (!grant) {
    grant = new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  }
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  if (details.missingResourceScopes) {
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes)) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
  }
  const grantId = await grant.save();
  return { consent: { grantId } };
}

async function finish(ctx, provider, result, options) {
  const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, options);
  ctx.set('Cache-Control', 'no-store');
  ctx.status = 303;
  ctx.redirect(returnTo);
}

async function showInteraction(ctx, provider, interaction) {
  switch (interaction.prompt.name) {
    case 'login':
      return sendHtml(ctx, 200, loginPage({
        uid: interaction.uid,
        clientName: await clientName(provider, interaction.params.client_id),
        email: typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '',
        accounts: ACCOUNTS,
      }));
    case 'consent':
      return finish(ctx, provider, await autoConsent(provider, interaction), { mergeWithLastSubmission: true });
    default:
      return sendHtml(ctx, 400, errorPage({
        title: 'Unsupported sign-in step',
        message: 'The identity provider asked for a step this development provider does not support.',
        details: { prompt: interaction.prompt.name },
      }));
  }
}

async function submitLogin(ctx, provider, interaction) {
  const form = await readForm(ctx);
  if (interaction.prompt.name !== 'login') {
    // Nothing to sign in to any more (e.g. a resubmitted form): continue the interaction.
    return showInteraction(ctx, provider, interaction);
  }
  const email = form.get('email') ?? '';
  const account = authenticate(email, form.get('password') ?? '');
  if (!account) {
    return sendHtml(ctx, 400, loginPage({
      uid: interaction.uid,
      clientName: await clientName(provider, interaction.params.client_id),
      email,
      error: WRONG_CREDENTIALS,
      accounts: ACCOUNTS,
    }));
  }
  return finish(ctx, provider, {
    login: { accountId: account.uid, amr: ['pwd'] },
  }, { mergeWithLastSubmission: false });
}

async function abort(ctx, provider) {
  await readForm(ctx);
  return finish(ctx, provider, {
    error: 'access_denied',
    error_description: 'End-User aborted interaction',
  }, { mergeWithLastSubmission: false });
}

function sessionExpired(ctx) {
  return sendHtml(ctx, 400, errorPage({
    title: 'Sign-in session not found',
    message: 'This sign-in attempt has expired or was already completed. Return to the application and sign in again.',
  }));
}

/**
 * @param {import('oidc-provider').Provider} provider
 * @param {{ issuer: string }} options
 */
export function interactionRoutes(provider, { issuer }) {
  return async function devIdpRoutes(ctx, next) {
    const { path, method } = ctx;

    if (method === 'GET' || method === 'HEAD') {
      if (path === STYLESHEET_PATH || path === LOGOUT_SCRIPT_PATH) {
        ctx.type = path === STYLESHEET_PATH ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.body = path === STYLESHEET_PATH ? STYLESHEET : LOGOUT_SCRIPT;
        return undefined;
      }
      if (path === '/') {
        return sendHtml(ctx, 200, indexPage({ issuer, accounts: ACCOUNTS }));
      }
    }

    const match = INTERACTION_ROUTE.exec(path);
    if (!match) return next();

    const [, uid, action] = match;
    const allowed = action ? 'POST' : 'GET';
    if (method !== allowed && !(allowed === 'GET' && method === 'HEAD')) {
      ctx.set('Allow', allowed);
      ctx.status = 405;
      ctx.body = 'Method Not Allowed';
      return undefined;
    }

    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      if (interaction.uid !== uid) return sessionExpired(ctx);
      if (action === 'login') return await submitLogin(ctx, provider, interaction);
      if (action === 'abort') return await abort(ctx, provider);
      return await showInteraction(ctx, provider, interaction);
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return sessionExpired(ctx);
      if (err.expose && err.status) {
        return sendHtml(ctx, err.status, errorPage({ title: 'Bad request', message: err.message }));
      }
      throw err;
    }
  };
}
