// Admin Users end to end (SPEC 2.15, 4.4, 5.3): as the administrator, add a user, edit
// them and deactivate them again (so reruns stay tidy); reset a user's sign-in;
// hit each SPEC 5.3 message; go through the dialogs by keyboard only; and check WCAG 2.1 AA with
// and without each dialog open.
import type { BrowserContext, Page } from '@playwright/test';
import { FileUploadPage } from './pages/admin-companies-page';
import { AdminUsersPage } from './pages/admin-users-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';
import { signInAs, STAFF } from './support/staff-sign-in';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

/** An e-mail and UID no other user has, different on every run. */
function uniqueUser() {
  const stamp = Date.now();
  return {
    'First Name': 'Avery',
    'Last Name': `Tester ${stamp}`,
    Email: `avery.tester.${stamp}@insurance.lakeland.example`,
    // 9xx,xxx,xxx: far from the demo UIDs (100001…, 200001…).
    UID: String(900_000_000 + (stamp % 100_000_000)),
  };
}

/** Another user of the demo data, whose e-mail and UID the checks must refuse. */
const MARCUS = { email: 'marcus.lee@bluelakehealth.example', uid: '200001' };

/**
 * Marcus, the insurer, signs in through the provider's form in a browser of his own and reaches
 * File Upload: his account takes (or keeps) his sign-in at the provider. The
 * sign-in itself is the subject, so no stored session stands in for it.
 */
async function insurerSignsIn(newContext: () => Promise<BrowserContext>): Promise<void> {
  const context = await newContext();
  try {
    const insurerPage = await context.newPage();
    await signInAs(insurerPage, STAFF.insurer, '/provider/upload');
    await expect(new FileUploadPage(insurerPage).section).toBeVisible({ timeout: 30_000 });
  } finally {
    await context.close();
  }
}

/**
 * Deactivates a user through the admin API with the page's own session (token and XSRF cookie):
 * the clean-up when a journey fails before it deactivated its user through the screen.
 */
async function deactivateByEmail(page: Page, email: string): Promise<void> {
  await page.evaluate(async (wanted) => {
    const token = (JSON.parse(localStorage.getItem('oidcUser') ?? '{}') as { access_token?: string }).access_token;
    const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1];
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const users = (await (await fetch('/ws/api/users', { headers })).json()) as Array<Record<string, unknown>>;
    const user = users.find((u) => u.email === wanted);
    if (!user || user.active === false) return;
    await fetch('/ws/api/users', { method: 'POST', headers, body: JSON.stringify({ ...user, active: false }) });
  }, email);
}

test.describe(`Admin Users against ${e2eConfig.baseUrl}`, () => {
  test('adds an Insurance user for a company, edits them, then deactivates them after confirmation', async ({ adminPage: page }) => {
    const users = new AdminUsersPage(page);
    const fresh = uniqueUser();
    await users.open();
    try {
      await users.addButton.click();
      const add = users.dialog('Add new user');
      await expect(add.getByLabel('Status', { exact: true })).toHaveValue('Active');
      await users.fill(add, fresh);
      await users.chooseRole(add, 'Insurance');
      await users.chooseCompany(add, 'Blue Lake Health Plan');
      await add.getByRole('button', { name: 'Save' }).click();
      await expect(add).toHaveCount(0);
      await expect(users.notice.filter({ hasText: 'was saved.' })).toBeVisible();

      await users.filterBy(fresh.Email);
      const row = users.row(fresh.Email);
      await expect(row.locator('td')).toHaveText(
        [`${fresh['First Name']} ${fresh['Last Name']}`, fresh.Email, fresh.UID, 'Active', /Edit/],
        { useInnerText: true },
      );

      // Edit: the UID is fixed now; the last name changes.
      await row.getByRole('button', { name: /^Edit / }).click();
      const edit = users.dialog('Edit user');
      await expect(edit.getByLabel('UID', { exact: true })).toHaveAttribute('readonly');
      await expect(edit.getByRole('combobox', { name: 'Company' })).not.toHaveValue('');
      await users.fill(edit, { 'Last Name': `${fresh['Last Name']} Edited` });
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toHaveCount(0);
      await expect(row.getByRole('cell', { name: `${fresh['First Name']} ${fresh['Last Name']} Edited`, exact: true })).toBeVisible();

      // SPEC 4.4: 'Are you sure?', then saved with active flipped.
      await row.getByRole('button', { name: /^Deactivate / }).click();
      const confirm = users.dialog('Are you sure?');
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(users.status(fresh.Email).filter({ hasText: 'Inactive' })).toBeVisible();
      await expect(row.getByRole('button', { name: /^Activate / })).toHaveCount(1);
    } finally {
      await deactivateByEmail(page, fresh.Email);
    }
  });

  test("shows that a user has signed in, resets the sign-in after confirmation, and the next sign-in ties it anew", async ({
    adminPage: page,
    newContext,
  }) => {
    const users = new AdminUsersPage(page);
    await insurerSignsIn(newContext);
    await users.open();

    await users.row('Marcus Lee').getByRole('button', { name: 'Edit Marcus Lee' }).click();
    const signIn = users.dialog('Edit user').getByRole('region', { name: 'Sign-in' });
    await expect(signIn.getByText(/^Signed in before/)).toBeVisible();
    await signIn.getByRole('button', { name: 'Reset sign-in' }).click();
    const question = signIn.getByRole('group', { name: /Reset the sign-in of Marcus Lee\?/ });
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoViolations(page, '/secured/users with the sign-in reset question');
    await question.getByRole('button', { name: 'Reset sign-in' }).click();
    await expect(signIn.getByText(/^Sign-in reset\. Not yet signed in/)).toBeVisible();
    await expect(signIn.getByRole('button', { name: 'Reset sign-in' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The next sign-in with Marcus's e-mail is tied to the account again.
    await insurerSignsIn(newContext);
    await users.row('Marcus Lee').getByRole('button', { name: 'Edit Marcus Lee' }).click();
    await expect(users.dialog('Edit user').getByRole('region', { name: 'Sign-in' }).getByText(/^Signed in before/)).toBeVisible();
  });

  test("hits each SPEC 5.3 message in order: 'Email already used.', 'UID already used.', 'A role is required.'", async ({
    adminPage: page,
  }) => {
    const users = new AdminUsersPage(page);
    const fresh = uniqueUser();
    await users.open();
    await users.addButton.click();
    const dialog = users.dialog('Add new user');
    const errorLine = users.errorLine(dialog);
    const save = dialog.getByRole('button', { name: 'Save' });

    await users.fill(dialog, { ...fresh, Email: MARCUS.email, UID: MARCUS.uid });
    await save.click();
    await expect(errorLine).toHaveText('Email already used.', { useInnerText: true });

    await users.fill(dialog, { Email: fresh.Email });
    await save.click();
    await expect(errorLine).toHaveText('UID already used.', { useInnerText: true });

    await users.fill(dialog, { UID: fresh.UID });
    await save.click();
    await expect(errorLine).toHaveText('A role is required.', { useInnerText: true });

    // Nothing was saved.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await users.filterBy(fresh.Email);
    await expect(page.getByText('No users match the filter.')).toBeVisible();
  });

  test('works by keyboard alone: open, fill, trap focus, close with Escape, and confirm', async ({ adminPage: page }) => {
    const users = new AdminUsersPage(page);
    await users.open();
    await users.addButton.focus();
    await page.keyboard.press('Enter');
    const dialog = users.dialog('Add new user');
    const firstName = dialog.getByLabel('First Name', { exact: true });
    await expect(firstName).toBeFocused();

    await page.keyboard.type('Kay');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type(MARCUS.email);
    // UID, Status, Role, Save, Close: then focus wraps to First Name inside the dialog.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Tab');
    await expect(firstName).toBeFocused();

    // Save from the keyboard: Enter in a field submits the form.
    await page.keyboard.press('Enter');
    await expect(users.errorLine(dialog)).toHaveText('Email already used.', { useInnerText: true });
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(users.addButton).toBeFocused();

    // The confirm dialog: Cancel has focus first; Escape closes it and focus returns to the row's button.
    const deactivate = users.row('Evelyn Brooks').getByRole('button', { name: 'Deactivate Evelyn Brooks' });
    await deactivate.focus();
    await page.keyboard.press('Enter');
    const confirm = users.dialog('Are you sure?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(deactivate).toBeFocused();
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on Users, its user dialogs and its confirm dialog', async ({ adminPage: page }) => {
        const users = new AdminUsersPage(page);
        await page.setViewportSize({ width, height });
        await users.open();
        const scan = (what: string) => expectNoViolations(page, `/secured/users ${what} at ${width} px`);

        await scan('');
        await page.screenshot({ path: `/tmp/shots/admin-users-${width}.png`, fullPage: width > 400 });

        await users.addButton.click();
        const add = users.dialog('Add new user');
        await users.chooseRole(add, 'Insurance');
        await expect(add.getByRole('combobox', { name: 'Company' }).locator('option').nth(1)).toBeAttached();
        await add.getByRole('button', { name: 'Save' }).click();
        await expect(users.errorLine(add).filter({ hasText: /\S/ })).toBeVisible();
        await scan('with Add new user open, showing an error');
        await page.screenshot({ path: `/tmp/shots/admin-users-dialog-${width}.png` });
        await page.keyboard.press('Escape');
        await expect(add).toHaveCount(0);

        await users.row('Marcus Lee').getByRole('button', { name: 'Edit Marcus Lee' }).click();
        await expect(users.dialog('Edit user')).toBeVisible();
        await scan('with Edit user open');
        await page.screenshot({ path: `/tmp/shots/admin-users-edit-${width}.png` });
        await page.keyboard.press('Escape');
        await expect(users.dialog('Edit user')).toHaveCount(0);

        await users.row('Marcus Lee').getByRole('button', { name: 'Deactivate Marcus Lee' }).click();
        await expect(users.dialog('Are you sure?')).toBeVisible();
        await scan("with 'Are you sure?' open");
        await page.screenshot({ path: `/tmp/shots/admin-users-confirm-${width}.png` });
        await page.keyboard.press('Escape');
      });
    });
  }
});
