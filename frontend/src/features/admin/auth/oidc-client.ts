import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { adminApiWithToken } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { OidcUser } from '@/lib/auth/stored-session';

/** Where the provider sends the browser back with the authorization code. */
export const CALLBACK_PATH = '/auth/callback';

let manager: Promise<UserManager> | null = null;

/**
 * The OpenID Connect client (SPEC 4.7, 7.4): authorization code flow with PKCE against
 * the provider the admin API names (`GET /api/sign-in-settings`), so one build signs in
 * wherever it is deployed. The provider's user is kept by the session (`oidcUser`), not
 * by this library; only the PKCE state lives in session storage across the redirect.
 */
function userManager(): Promise<UserManager> {
  // Asked with no token: the settings are how a token is got.
  manager ??= answerOf(adminApiWithToken('').GET('/api/sign-in-settings'))
    .then(
      (settings) =>
        new UserManager({
          authority: settings.authority,
          client_id: settings.clientId,
          scope: settings.scope,
          response_type: 'code',
          redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
          post_logout_redirect_uri: `${window.location.origin}/`,
          // SPEC 7.4: user info is not loaded from the provider.
          loadUserInfo: false,
          automaticSilentRenew: false,
          monitorSession: false,
          userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
          stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
        }),
    )
    .catch((error: unknown) => {
      manager = null;
      throw error;
    });
  return manager;
}

/** Sends the browser to the provider's sign-in page. */
export async function redirectToSignIn(): Promise<void> {
  await (await userManager()).signinRedirect();
}

let callback: Promise<OidcUser> | null = null;

/**
 * Reads the provider's answer on the callback page: exchanges the code for tokens.
 * Runs once per page load, however often the screen renders.
 */
export function completeSignIn(): Promise<OidcUser> {
  callback ??= userManager()
    .then((um) => um.signinRedirectCallback())
    .then(toOidcUser);
  return callback;
}

/** Sends the browser to the provider's sign-out, which returns to the site origin. */
export async function redirectToSignOut(idToken: string | undefined): Promise<void> {
  await (await userManager()).signoutRedirect({
    id_token_hint: idToken,
    post_logout_redirect_uri: `${window.location.origin}/`,
  });
}

function toOidcUser(user: User): OidcUser {
  return {
    access_token: user.access_token,
    id_token: user.id_token,
    token_type: user.token_type,
    scope: user.scope,
    expires_at: user.expires_at,
  };
}
