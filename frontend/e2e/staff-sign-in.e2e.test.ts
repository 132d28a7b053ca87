import type { Page } from '@playwright/test';
import { SiteLayout } from './pages/site-layout';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';
import { signInAs, STAFF } from './support/staff-sign-in';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

/** The signed-in main menu (SPEC 2.3). */
const STAFF_MENU = ['Dashboard', 'Filings', 'Companies', 'Quality Measures', 'Comments', 'Users', 'Compare Years'];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());

// Sign-in itself is the subject here: these tests sign in through the provider's form on their own
// page rather than starting from the `adminPage` fixture's session (Admin Home's axe check aside).
test.describe(`staff sign-in through the dev identity provider at ${e2eConfig.baseUrl} (SPEC 2.2, 2.3, 4.7, 6, 7.4)`, () => {
  test('signs an administrator in from the Sign In menu item, keeps the session over a reload, and signs out', async ({
    page,
  }) => {
    const layout = new SiteLayout(page);
    await layout.open('/');
    await mainMenu(page).getByRole('link', { name: 'Sign In' }).click();
    // The admin home starts sign-in: the provider's form.
    await page.getByLabel('E-mail address').fill(STAFF.administrator.email);
    await page.getByLabel('Password').fill(STAFF.administrator.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/secured/home');
    for (const item of STAFF_MENU) await expect(mainMenu(page).getByRole('link', { name: item, exact: true })).toHaveCount(1);
    await expect(mainMenu(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(1);
    await expect(mainMenu(page).getByText('Dana', { exact: true })).toHaveCount(1);
    await expect.poll(() => storedKeys(page)).toEqual(expect.arrayContaining(['loggedInUser', 'oidcUser']));
    const loggedInUser = await page.evaluate(() => JSON.parse(localStorage.getItem('loggedInUser') ?? '{}'));
    expect(loggedInUser).toMatchObject({ name: 'Dana Whitfield', roles: ['Administrator'] });

    // A reload restores the session from storage: no second trip to the provider.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(e2eConfig.baseUrl).origin);

    // The dashboard buttons use the /admin/... reading; both lead to the same screens.
    await page.getByRole('main').getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/users');

    await mainMenu(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.origin === new URL(e2eConfig.baseUrl).origin && url.pathname === '/', {
      timeout: 30_000,
    });
    await expect(mainMenu(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect.poll(() => storedKeys(page)).not.toContain('oidcUser');
    await expect.poll(() => storedKeys(page)).not.toContain('loggedInUser');
  });

  test('returns to the secured address the visitor asked for', async ({ page }) => {
    const landed = await signInAs(page, STAFF.administrator, '/admin/compare-years');
    expect(landed).toBe('/admin/compare-years');
  });

  test('gives an Insurance user File Upload only: every other staff address shows the public home', async ({ page }) => {
    const landed = await signInAs(page, STAFF.insurer);
    expect(landed).toBe('/provider/upload');

    await page.goto('/');
    await expect(page.getByText(/Health Insurance Transparency website where you can:/)).toBeVisible();
    const homeTitle = await page.title();
    for (const path of ['/secured/home', '/admin/filings', '/secured/users', '/admin/compare-years']) {
      await page.goto(path);
      await expect(page.getByText(/Health Insurance Transparency website where you can:/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
      // Exactly what / shows, its title and the public sub-navigation too.
      await expect(page, path).toHaveTitle(homeTitle);
      const subNav = page.getByRole('navigation', { name: 'Site sections' });
      await expect(subNav.locator('[aria-current="page"]'), path).toHaveText(['Home']);
    }
  });

  test("tells an inactive staff member 'No user were found.' and, on Close, goes to the public home signed out", async ({
    page,
  }) => {
    await page.goto('/secured/home');
    await page.getByLabel('E-mail address').fill(STAFF.inactive.email);
    await page.getByLabel('Password').fill(STAFF.inactive.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('No user were found.');
    // Nothing of the failed sign-in is left behind.
    expect(await storedKeys(page)).not.toContain('lastLocation');
    await expectNoViolations(page, 'the no-user dialog');

    await page.keyboard.press('Enter'); // Close has focus
    await page.waitForURL((url) => url.pathname === '/');
    await expect(mainMenu(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect.poll(() => storedKeys(page)).not.toContain('oidcUser');
    expect(await storedKeys(page)).not.toContain('lastLocation');
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on Admin Home', async ({ adminPage: page }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/secured/home');
        await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();

        await expectNoViolations(page, `/secured/home at ${width} px`);
      });
    });
  }
});
