import { useSyncExternalStore } from 'react';
import {
  clearStoredSession,
  forgetLastLocation,
  restoreSession,
  storeLoggedInUser,
  storeOidcUser,
  type LoggedInUser,
  type OidcUser,
} from './stored-session';

/** SPEC 4.7: logging in, logged in, logged out. */
export type Session =
  /** `leaving`: signed out here and on the way to the provider's sign-out; nothing should start sign-in now. */
  | { status: 'logged-out'; leaving?: boolean }
  | { status: 'logging-in' }
  | { status: 'logged-in'; user: LoggedInUser; oidcUser: OidcUser };

type Listener = () => void;

let current: Session | null = null;
const listeners = new Set<Listener>();

function set(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The session now; on first use it is restored from storage when SPEC 4.7 allows. */
export function getSession(): Session {
  if (!current) {
    const restored = restoreSession();
    current = restored ? { status: 'logged-in', ...restored } : { status: 'logged-out' };
  }
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on every change (header menu, guards, admin screens). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Sign-in has begun: the provider is being asked, or its answer is being read. */
export function markLoggingIn(): void {
  set({ status: 'logging-in' });
}

/** The provider answered and the staff record loaded: keep both (memory and storage). */
export function markLoggedIn(user: LoggedInUser, oidcUser: OidcUser): void {
  storeOidcUser(oidcUser);
  storeLoggedInUser(user);
  set({ status: 'logged-in', user, oidcUser });
}

/**
 * A failed sign-in or an expired token: forget both users, in memory and storage, and where a
 * sign-in was going (a new sign-in remembers its own).
 */
export function markLoggedOut(): void {
  clearStoredSession();
  forgetLastLocation();
  set({ status: 'logged-out' });
}

/** Sign Out (SPEC 2.3): forget both users, in memory and storage, on the way to the provider. */
export function markSigningOut(): void {
  clearStoredSession();
  forgetLastLocation();
  set({ status: 'logged-out', leaving: true });
}

/** The bearer token for admin calls, while signed in (or while the staff record loads). */
export function currentAccessToken(): string | null {
  const session = getSession();
  return session.status === 'logged-in' ? session.oidcUser.access_token : null;
}

/** Forgets the in-memory session so the next read restores from storage (tests only). */
export function resetSessionForTests(): void {
  current = null;
  listeners.clear();
}
