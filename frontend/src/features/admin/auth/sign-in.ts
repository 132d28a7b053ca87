import { adminApiWithToken } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/api/admin-api';
import { getSession, markLoggedOut, markLoggingIn, markSigningOut } from '@/lib/auth/session';
import { rememberLocation, type LoggedInUser } from '@/lib/auth/stored-session';
import { redirectToSignIn, redirectToSignOut } from './oidc-client';

/**
 * Starts sign-in (SPEC 4.7): remembers where the visitor was going (`lastLocation`),
 * shows the signing-in state and sends the browser to the provider. If the provider
 * cannot even be found, the session returns to signed out and the error is passed on.
 */
export async function startSignIn(returnTo: string): Promise<void> {
  rememberLocation(returnTo);
  markLoggingIn();
  try {
    await redirectToSignIn();
  } catch (error) {
    markLoggedOut();
    throw error;
  }
}

/** `GET /api/users/active` with the token the provider just issued. */
export function getCurrentUser(accessToken: string, signal?: AbortSignal): Promise<CurrentUser> {
  return answerOf(adminApiWithToken(accessToken).GET('/api/users/active', { signal }));
}

/** What the browser keeps of the staff record as `loggedInUser` (SPEC 3). */
export function toLoggedInUser(user: CurrentUser): LoggedInUser {
  return {
    roles: [...user.roles],
    name: user.name,
    email: user.email,
    role: user.role,
    userPk: user.userPk,
    companyPk: user.companyPk ?? null,
    companyName: user.companyName ?? null,
  };
}

/**
 * Sign Out (SPEC 2.3, 4.7): forgets both users (memory and storage) first, then goes to
 * the provider's sign-out, which returns to the site origin. If the provider cannot be
 * reached the visitor is signed out here all the same and lands on the home page.
 */
export async function signOut(): Promise<void> {
  const session = getSession();
  const idToken = session.status === 'logged-in' ? session.oidcUser.id_token : undefined;
  markSigningOut();
  try {
    await redirectToSignOut(idToken);
  } catch {
    window.location.assign('/');
  }
}
