import { expect, type Page } from '@playwright/test';
import { getAccessToken } from '../../../deploy/dev-idp/token-flow.mjs';
import { e2eConfig } from './config';

/** A demo staff account of the dev identity provider (deploy/dev-idp/accounts.mjs). */
export type StaffAccount = { email: string; password: string; name: string };

/** The dev provider's demo accounts: an administrator, an insurer (Blue Lake Health Plan), an inactive user. */
export const STAFF = {
  administrator: { email: 'dana.whitfield@insurance.lakeland.example', password: 'demo-admin', name: 'Dana Whitfield' },
  insurer: { email: 'marcus.lee@bluelakehealth.example', password: 'demo-insurer', name: 'Marcus Lee' },
  inactive: { email: 'priya.raman@insurance.lakeland.example', password: 'demo-inactive', name: 'Priya Raman' },
} as const satisfies Record<string, StaffAccount>;

/**
 * An access token of the staff account `email` from the dev identity provider, obtained through
 * the authorization code flow as the site's sign-in obtains it: for calls a test makes itself.
 */
export function staffAccessToken(email: string): Promise<string> {
  return getAccessToken({
    issuer: process.env.E2E_IDP_ISSUER ?? 'http://localhost:8083',
    email,
    redirectUri: `${e2eConfig.baseUrl}/auth/callback`,
  });
}

/**
 * Signs in through the real dev identity provider as a person would: opens `startPath`
 * (a secured screen starts sign-in), fills the provider's form, and waits until the
 * site has the staff record and shows a screen again. Resolves with the path it landed on.
 * Tests that need a signed-in page and do not test sign-in itself ask for the `adminPage` or
 * `insurerPage` fixture instead (support/fixtures.ts).
 */
export async function signInAs(page: Page, account: StaffAccount, startPath = '/secured/home'): Promise<string> {
  await page.goto(startPath);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const site = new URL(e2eConfig.baseUrl).origin;
  await page.waitForURL((url) => url.origin === site && url.pathname !== '/auth/callback', { timeout: 30_000 });
  await expect(page.getByRole('status', { name: /Signing in/ })).toHaveCount(0, { timeout: 30_000 });
  return new URL(page.url()).pathname;
}
