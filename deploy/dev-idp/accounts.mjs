// Demo staff accounts of the development identity provider.
//
// DEVELOPMENT ONLY: the passwords are published on the sign-in page and in the README on purpose.
// The accountId (the token `sub`) is the staff member's numeric UID as a string; admin-api looks
// the user up by that UID (or by e-mail) in its users table.
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * @typedef {object} DemoAccount
 * @property {string} uid        numeric UID as a string; also the accountId / `sub`
 * @property {string} name
 * @property {string} givenName
 * @property {string} familyName
 * @property {string} email
 * @property {string} password
 * @property {string} description  shown on the sign-in page
 */

/** @type {readonly DemoAccount[]} */
export const ACCOUNTS = Object.freeze([
  Object.freeze({
    uid: '100001',
    name: 'Dana Whitfield',
    givenName: 'Dana',
    familyName: 'Whitfield',
    email: 'dana.whitfield@insurance.lakeland.example',
    password: 'demo-admin',
    description: 'Administrator',
  }),
  Object.freeze({
    uid: '200001',
    name: 'Marcus Lee',
    givenName: 'Marcus',
    familyName: 'Lee',
    email: 'marcus.lee@bluelakehealth.example',
    password: 'demo-insurer',
    description: 'Insurer user (File Upload only)',
  }),
  Object.freeze({
    uid: '100002',
    name: 'Priya Raman',
    givenName: 'Priya',
    familyName: 'Raman',
    email: 'priya.raman@insurance.lakeland.example',
    password: 'demo-inactive',
    description: 'Inactive staff member (signs in here; the API refuses her)',
  }),
]);

/** The administrator; the default account of get-token.mjs. */
export const DEFAULT_ACCOUNT = ACCOUNTS[0];

/** @param {string} uid @returns {DemoAccount | undefined} */
export function findAccountById(uid) {
  return ACCOUNTS.find((account) => account.uid === String(uid));
}

/** @param {string} email @returns {DemoAccount | undefined} */
export function findAccountByEmail(email) {
  const wanted = String(email ?? '').trim().toLowerCase();
  return ACCOUNTS.find((account) => account.email.toLowerCase() === wanted);
}

function digest(value) {
  return createHash('sha256').update(String(value), 'utf8').digest();
}

/**
 * Returns the account when the e-mail and password match, otherwise undefined.
 * @param {string} email
 * @param {string} password
 */
export function authenticate(email, password) {
  const account = findAccountByEmail(email);
  // Compare digests in constant time even for an unknown e-mail (habit, not a real defence here).
  const expected = digest(account ? account.password : '\u0000no-such-account');
  const ok = timingSafeEqual(expected, digest(password ?? ''));
  return account && ok ? account : undefined;
}

/**
 * Every OpenID claim the provider can release for the account; oidc-provider filters them
 * by the granted scopes (`profile`, `email`) through its `claims` configuration.
 * @param {DemoAccount} account
 */
export function oidcClaims(account) {
  return {
    sub: account.uid,
    name: account.name,
    given_name: account.givenName,
    family_name: account.familyName,
    preferred_username: account.email,
    uid: account.uid,
    email: account.email,
    email_verified: true,
  };
}

/**
 * The extra claims every access token for the account carries (added with `extraTokenClaims`).
 * @param {DemoAccount} account
 */
export function accessTokenClaims(account) {
  return {
    email: account.email,
    name: account.name,
    preferred_username: account.email,
    uid: account.uid,
  };
}
