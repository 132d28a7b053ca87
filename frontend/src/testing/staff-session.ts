import { resetSessionForTests } from '@/lib/auth/session';
import { LOGGED_IN_USER_KEY, OIDC_USER_KEY, type LoggedInUser } from '@/lib/auth/stored-session';

/** A JWT-shaped token (unsigned: only the SPA reads it) that expires `secondsLeft` from now. */
export function fakeAccessToken(secondsLeft = 3600): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsLeft;
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ sub: 'test', exp })}.signature`;
}

/** The dev provider's administrator, as `loggedInUser` holds her. */
export const administratorFixture: LoggedInUser = {
  roles: ['Administrator'],
  name: 'Dana Whitfield',
  email: 'dana.whitfield@insurance.lakeland.example',
  role: 'Administrator',
  userPk: 1,
  companyPk: null,
};

/** An insurer's staff member (Blue Lake Health Plan, company 1). */
export const insurerFixture: LoggedInUser = {
  roles: ['Insurance'],
  name: 'Marcus Lee',
  email: 'marcus.lee@bluelakehealth.example',
  role: 'Insurance',
  userPk: 2,
  companyPk: 1,
  companyName: 'Blue Lake Health Plan',
};

/**
 * Starts a test signed in, as a visitor returning with a stored session would be
 * (SPEC 4.7 restore): call before `renderRoute('/secured/...')`.
 */
export function signInForTests(user: LoggedInUser = administratorFixture, secondsLeft = 3600): void {
  localStorage.setItem(LOGGED_IN_USER_KEY, JSON.stringify(user));
  localStorage.setItem(OIDC_USER_KEY, JSON.stringify({ access_token: fakeAccessToken(secondsLeft), id_token: 'id' }));
  resetSessionForTests();
}
