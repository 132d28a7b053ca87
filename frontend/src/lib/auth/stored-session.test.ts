import { afterEach, describe, expect, it } from 'vitest';
import { administratorFixture, fakeAccessToken } from '@/testing/staff-session';
import {
  clearStoredSession,
  isTokenLive,
  LAST_LOCATION_KEY,
  LOGGED_IN_USER_KEY,
  OIDC_USER_KEY,
  rememberLocation,
  restoreSession,
  storeLoggedInUser,
  storeOidcUser,
  takeLastLocation,
  tokenExpiry,
} from './stored-session';

describe('stored staff session (SPEC 3, 4.7, 9)', () => {
  afterEach(() => localStorage.clear());

  it('reads the exp claim of a JWT and compares exp × 1000 with now', () => {
    const token = fakeAccessToken(60);
    const exp = tokenExpiry(token)!;
    expect(Math.abs(exp * 1000 - (Date.now() + 60_000))).toBeLessThan(2000);
    expect(isTokenLive(token)).toBe(true);
    expect(isTokenLive(token, exp * 1000)).toBe(false);
    expect(isTokenLive(token, exp * 1000 - 1)).toBe(true);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(isTokenLive('a.%%%.c')).toBe(false);
  });

  it('restores both users, flagged as restored, when both are stored and the token is live', () => {
    storeLoggedInUser(administratorFixture);
    storeOidcUser({ access_token: fakeAccessToken(), id_token: 'id' });

    const restored = restoreSession();

    expect(restored?.user).toEqual({ ...administratorFixture, restored: true });
    expect(restored?.oidcUser.id_token).toBe('id');
  });

  it('keeps them under loggedInUser and oidcUser in local storage', () => {
    storeLoggedInUser({ ...administratorFixture, restored: true });
    storeOidcUser({ access_token: 'token' });
    expect(JSON.parse(localStorage.getItem(LOGGED_IN_USER_KEY)!)).toEqual(administratorFixture);
    expect(JSON.parse(localStorage.getItem(OIDC_USER_KEY)!)).toEqual({ access_token: 'token' });
  });

  it.each([
    ['the token has expired', () => fakeAccessToken(-10), true],
    ['the signed-in user is missing', () => fakeAccessToken(), false],
  ])('discards the session when %s', (_, token, withUser) => {
    if (withUser) storeLoggedInUser(administratorFixture);
    storeOidcUser({ access_token: token() });

    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(OIDC_USER_KEY)).toBeNull();
    expect(localStorage.getItem(LOGGED_IN_USER_KEY)).toBeNull();
  });

  it('discards unreadable storage', () => {
    localStorage.setItem(LOGGED_IN_USER_KEY, '{broken');
    localStorage.setItem(OIDC_USER_KEY, JSON.stringify({ access_token: fakeAccessToken() }));
    expect(restoreSession()).toBeNull();
  });

  it('clears both on sign-out', () => {
    storeLoggedInUser(administratorFixture);
    storeOidcUser({ access_token: 'token' });
    clearStoredSession();
    expect(localStorage.length).toBe(0);
  });

  it('remembers lastLocation once, and only paths on this site', () => {
    rememberLocation('/secured/users?x=1');
    expect(localStorage.getItem(LAST_LOCATION_KEY)).toBe('/secured/users?x=1');
    expect(takeLastLocation()).toBe('/secured/users?x=1');
    expect(takeLastLocation()).toBeNull();
    rememberLocation('//evil.example/');
    expect(takeLastLocation()).toBeNull();
    rememberLocation('https://evil.example/');
    expect(takeLastLocation()).toBeNull();
  });
});
