import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteLayout } from './pages/site-layout';
import { formatViolations, scanWcag21AA } from './support/axe';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';
import { signInAs, STAFF } from './support/staff-sign-in';

/** The signed-in main menu (SPEC 2.3). */
const STAFF_MENU = ['Dashboard', 'Filings', 'Companies', 'Quality Measures', 'Comments', 'Users', 'Compare Years'];

describe(`staff sign-in through the dev identity provider at ${e2eConfig.baseUrl} (SPEC 2.2, 2.3, 4.7, 6, 7.4)`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  const mainMenu = () => page.getByRole('navigation', { name: 'Main menu' });
  const storedKeys = () => page.evaluate(() => Object.keys(localStorage).sort());

  it('signs an administrator in from the Sign In menu item, keeps the session over a reload, and signs out', async () => {
    const layout = new SiteLayout(page);
    await layout.open('/');
    await mainMenu().getByRole('link', { name: 'Sign In' }).click();
    // The admin home starts sign-in: the provider's form.
    await page.getByLabel('E-mail address').fill(STAFF.administrator.email);
    await page.getByLabel('Password').fill(STAFF.administrator.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/secured/home');
    for (const item of STAFF_MENU) await expect(mainMenu().getByRole('link', { name: item, exact: true }).count()).resolves.toBe(1);
    await expect(mainMenu().getByRole('button', { name: 'Sign Out' }).count()).resolves.toBe(1);
    await expect(mainMenu().getByText('Dana', { exact: true }).count()).resolves.toBe(1);
    await expect(storedKeys()).resolves.toEqual(expect.arrayContaining(['loggedInUser', 'oidcUser']));
    const loggedInUser = await page.evaluate(() => JSON.parse(localStorage.getItem('loggedInUser') ?? '{}'));
    expect(loggedInUser).toMatchObject({ name: 'Dana Whitfield', roles: ['Administrator'] });

    // A reload restores the session from storage: no second trip to the provider.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(e2eConfig.baseUrl).origin);

    // The dashboard buttons use the /admin/... reading; both lead to the same screens.
    await page.getByRole('main').getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');

    await mainMenu().getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.origin === new URL(e2eConfig.baseUrl).origin && url.pathname === '/', {
      timeout: 30_000,
    });
    await mainMenu().getByRole('link', { name: 'Sign In' }).waitFor();
    await expect(storedKeys()).resolves.not.toContain('oidcUser');
    await expect(storedKeys()).resolves.not.toContain('loggedInUser');
  });

  it('returns to the secured address the visitor asked for', async () => {
    const landed = await signInAs(page, STAFF.administrator, '/admin/compare-years');
    expect(landed).toBe('/admin/compare-years');
  });

  it('gives an Insurance user File Upload only: every other staff address shows the public home', async () => {
    const landed = await signInAs(page, STAFF.insurer);
    expect(landed).toBe('/provider/upload');

    await page.goto('/');
    await page.getByText(/Health Insurance Transparency website where you can:/).waitFor();
    const homeTitle = await page.title();
    for (const path of ['/secured/home', '/admin/filings', '/secured/users', '/admin/compare-years']) {
      await page.goto(path);
      await page.getByText(/Health Insurance Transparency website where you can:/).waitFor();
      await expect(page.getByRole('heading', { name: 'Dashboard' }).count()).resolves.toBe(0);
      // Issue 15 defect 4: exactly what / shows, its title and the public sub-navigation too.
      await expect(page.title(), path).resolves.toBe(homeTitle);
      const subNav = page.getByRole('navigation', { name: 'Site sections' });
      await expect(subNav.locator('[aria-current="page"]').allTextContents(), path).resolves.toEqual(['Home']);
    }
  });

  it("tells an inactive staff member 'No user were found.' and, on Close, goes to the public home signed out", async () => {
    await page.goto('/secured/home');
    await page.getByLabel('E-mail address').fill(STAFF.inactive.email);
    await page.getByLabel('Password').fill(STAFF.inactive.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('No user were found.');
    // Issue 15 defect 6: nothing of the failed sign-in is left behind.
    await expect(storedKeys()).resolves.not.toContain('lastLocation');
    const violations = await scanWcag21AA(page);
    expect(violations, formatViolations('the no-user dialog', violations)).toEqual([]);

    await page.keyboard.press('Enter'); // Close has focus
    await page.waitForURL((url) => url.pathname === '/');
    await mainMenu().getByRole('link', { name: 'Sign In' }).waitFor();
    await expect(storedKeys()).resolves.not.toContain('oidcUser');
    await expect(storedKeys()).resolves.not.toContain('lastLocation');
  });

  describe.each([
    [1280, 900],
    [390, 844],
  ])('at %i px wide', (width, height) => {
    it('has no WCAG 2.1 AA violations on Admin Home', async () => {
      await page.setViewportSize({ width, height });
      await signInAs(page, STAFF.administrator);
      await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor();

      const violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`/secured/home at ${width} px`, violations)).toEqual([]);
    });
  });
});
