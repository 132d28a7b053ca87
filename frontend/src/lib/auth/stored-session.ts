/**
 * The staff session as the browser keeps it (SPEC 3, 4.7, 9): the signed-in user under
 * `loggedInUser` and the identity provider's user under `oidcUser` in local storage, and
 * the page to return to after signing in under `lastLocation`. This module only reads
 * and writes storage; it never talks to the identity provider.
 */

export const LOGGED_IN_USER_KEY = 'loggedInUser';
export const OIDC_USER_KEY = 'oidcUser';
export const LAST_LOCATION_KEY = 'lastLocation';

/** The signed-in staff member (SPEC 3), from `GET /api/users/active`. */
export type LoggedInUser = {
  /** Role names: 'Administrator', 'Insurance'. */
  roles: string[];
  name: string;
  email: string;
  role: string;
  userPk: number;
  /** The insurer an Insurance user works for; null for department staff. */
  companyPk: number | null;
  /** Its name; null for department staff. */
  companyName?: string | null;
  /** Set when the user was restored from storage rather than signed in just now. */
  restored?: boolean;
};

/** The identity provider's user (SPEC 3): what the admin calls need. */
export type OidcUser = {
  /** A JWT; its `exp` claim decides whether the session may be restored. */
  access_token: string;
  /** Sent back to the provider on sign-out. */
  id_token?: string;
  token_type?: string;
  scope?: string;
  /** Seconds since the epoch, as the provider said. */
  expires_at?: number;
};

/** Both halves of a session. */
export type StoredSession = { user: LoggedInUser; oidcUser: OidcUser };

/** The `exp` claim of a JWT, in seconds; null when the token cannot be read. */
export function tokenExpiry(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** SPEC 4.7, 9: a session holds while exp × 1000 is later than now. */
export function isTokenLive(jwt: string, now: number = Date.now()): boolean {
  const exp = tokenExpiry(jwt);
  return exp !== null && exp * 1000 > now;
}

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function isLoggedInUser(value: unknown): value is LoggedInUser {
  const user = value as LoggedInUser | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    Array.isArray(user.roles) &&
    user.roles.every((role) => typeof role === 'string') &&
    typeof user.name === 'string' &&
    typeof user.userPk === 'number'
  );
}

function isOidcUser(value: unknown): value is OidcUser {
  return typeof value === 'object' && value !== null && typeof (value as OidcUser).access_token === 'string';
}

/**
 * The session to restore on start (SPEC 4.7): only when both users are stored and the
 * access token has not expired. Otherwise the identity provider's user is discarded
 * (and a signed-in user without it is of no use, so it goes too).
 */
export function restoreSession(now: number = Date.now()): StoredSession | null {
  const user = readJson(LOGGED_IN_USER_KEY);
  const oidcUser = readJson(OIDC_USER_KEY);
  if (isLoggedInUser(user) && isOidcUser(oidcUser) && isTokenLive(oidcUser.access_token, now)) {
    return { user: { ...user, restored: true }, oidcUser };
  }
  clearStoredSession();
  return null;
}

/** Keeps the provider's user (right after the provider answered). */
export function storeOidcUser(oidcUser: OidcUser): void {
  localStorage.setItem(OIDC_USER_KEY, JSON.stringify(oidcUser));
}

/** Keeps the signed-in user (once their record has loaded). */
export function storeLoggedInUser(user: LoggedInUser): void {
  const { restored: _restored, ...stored } = user;
  localStorage.setItem(LOGGED_IN_USER_KEY, JSON.stringify(stored));
}

/** The stored provider user, whatever its state (for the admin calls during sign-in). */
export function storedOidcUser(): OidcUser | null {
  const oidcUser = readJson(OIDC_USER_KEY);
  return isOidcUser(oidcUser) ? oidcUser : null;
}

/** Sign-out and expiry: both users leave storage (SPEC 4.7). */
export function clearStoredSession(): void {
  localStorage.removeItem(LOGGED_IN_USER_KEY);
  localStorage.removeItem(OIDC_USER_KEY);
}

/** Remembers where a visitor was going when sign-in began. */
export function rememberLocation(path: string): void {
  localStorage.setItem(LAST_LOCATION_KEY, path);
}

/** Sign-in ended without a staff session (refused, failed, abandoned, signed out): nowhere to return to. */
export function forgetLastLocation(): void {
  localStorage.removeItem(LAST_LOCATION_KEY);
}

/** Where to go after sign-in: the remembered same-site path, once; else null. */
export function takeLastLocation(): string | null {
  const path = localStorage.getItem(LAST_LOCATION_KEY);
  localStorage.removeItem(LAST_LOCATION_KEY);
  // Only a path on this site: never an address another site could have planted.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
