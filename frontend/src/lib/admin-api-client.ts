import type { Middleware } from 'openapi-fetch';
import type { paths } from './api/admin-api.gen';
import { createApiClient } from './api-client';
import { currentAccessToken, markLoggedOut } from './auth/session';

/** SPEC 7.1, 9: the anti-CSRF cookie the admin API sets, and the header that must echo it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The value of the XSRF-TOKEN cookie, when the admin API has set one. */
export function xsrfToken(cookieHeader: string = document.cookie): string | null {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Who an admin call is made as (SPEC 7.1): 'Authorization: Bearer {token}' and, when the cookie is
 * present, X-XSRF-TOKEN. With no `accessToken` the token is the session's, and a 401 means the
 * sign-in is no longer valid: the session is forgotten, so the secured screens start sign-in again.
 * With one (sign-in, before the session holds it; '' for none) a 401 leaves the session alone.
 */
function staffCredentials(accessToken?: string): Middleware {
  return {
    onRequest({ request }) {
      const token = accessToken ?? currentAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const xsrf = xsrfToken();
      if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
    },
    onResponse({ response }) {
      if (response.status === 401 && accessToken === undefined) markLoggedOut();
    },
  };
}

/**
 * An operation of the admin document without its X-XSRF-TOKEN header parameter. The document
 * declares it, required, on every state-changing call (the GET switches included), and
 * {@link staffCredentials} sends it on every call, from the cookie: callers do not pass it.
 */
type XsrfSent<Operation> = Operation extends { parameters: { header: infer Header } }
  ? keyof Header extends typeof XSRF_HEADER
    ? Omit<Operation, 'parameters'> & { parameters: Omit<Operation['parameters'], 'header'> & { header?: never } }
    : Operation
  : Operation;

/** The admin API's paths as its client takes them: the document's, with {@link XsrfSent} operations. */
type AdminPaths = { [Path in keyof paths]: { [Part in keyof paths[Path]]: XsrfSent<paths[Path][Part]> } };

function createAdminApi(accessToken?: string) {
  const client = createApiClient<AdminPaths>({ credentials: 'same-origin' });
  client.use(staffCredentials(accessToken));
  return client;
}

/**
 * The admin API (SPEC 7.3; paths start with `/api`, under the API base: `/ws/api/...` behind the
 * gateway), typed by its OpenAPI document, called as the signed-in staff member.
 */
export const adminApi = createAdminApi();

/** The admin API called with `accessToken` rather than the session's ('' for none): see {@link staffCredentials}. */
export function adminApiWithToken(accessToken: string) {
  return createAdminApi(accessToken);
}
