// What a person sees when the site refuses what they entered, in
// Chromium at a desktop and a phone width: a failed save shows its message where the person is
// looking, with focus kept and Escape working; an upload refusal speaks of formats, not
// libraries; and a field in error never moves or covers the rest of the form.
import { AdminCompaniesPage } from './pages/admin-companies-page';
import { ComparePage } from './pages/compare-page';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { controlBoxes, errorBars, isSeen, overlap, rowsOf } from './support/form-layout';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 800, height: 900 },
  { width: 390, height: 844 },
] as const;

test.describe('what a person sees when the site refuses what they entered', () => {
  for (const { width, height } of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height });
      });

      // Defect 9, SPEC 2.5: Search Now on an empty Year and Location.
      test('Compare: the messages move no field and cover none', async ({ page }) => {
        const compare = new ComparePage(page);
        await compare.open();
        const form = page.locator('form').filter({ has: compare.searchNow });
        const before = await controlBoxes(form);

        await compare.searchNow.click();
        await expect(page.getByText('Select a year.')).toBeVisible();

        const after = await controlBoxes(form);
        expect(after.map(({ left, right }) => ({ left, right }))).toEqual(before.map(({ left, right }) => ({ left, right })));
        expect(rowsOf(after)).toEqual(rowsOf(before));
        const bars = await errorBars(form);
        expect(bars).toHaveLength(2);
        for (const bar of bars) expect(after.some((control) => overlap(bar, control))).toBe(false);
        await expectNoViolations(page, `/compare with errors at ${width} px`);
      });
    });
  }

  for (const { width, height } of [WIDTHS[0], WIDTHS[2]]) {
    test.describe(`as the Administrator at ${width} px`, () => {
      test.use({ viewport: { width, height } });

      // Defect 9, SPEC 2.13: Save on an empty 'Add new company'.
      test('company dialog: the required-field messages move no field and cover none', async ({ adminPage: page }) => {
        const companies = new AdminCompaniesPage(page);
        await companies.open();
        await companies.addCompany.click();
        const dialog = page.getByRole('dialog', { name: 'Add new company' });
        await expect(dialog).toBeVisible();
        const before = await controlBoxes(dialog);

        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByRole('heading', { name: 'Check the company data' })).toBeVisible();

        const after = await controlBoxes(dialog);
        expect(after.map(({ left, right }) => ({ left, right }))).toEqual(before.map(({ left, right }) => ({ left, right })));
        expect(rowsOf(after)).toEqual(rowsOf(before));
        const bars = await errorBars(dialog);
        expect(bars.length).toBeGreaterThanOrEqual(2);
        for (const bar of bars) expect(after.some((control) => overlap(bar, control))).toBe(false);
      });

      // Defect 2, SPEC 8 'Companies: save fails'.
      test('company dialog: a failed save is seen next to the buttons, focus stays in, Escape closes', async ({
        adminPage: page,
      }) => {
        const companies = new AdminCompaniesPage(page);
        await companies.open();
        await page.route('**/ws/api/companies', (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({
                status: 500,
                contentType: 'application/json',
                body: JSON.stringify({ error: { code: 'internal', message: 'An unexpected error occurred.' } }),
              })
            : route.fallback(),
        );
        await companies.action('Edit', 'Blue Lake Health Plan').click();
        const dialog = page.getByRole('dialog', { name: 'Edit company' });
        await dialog.getByRole('button', { name: 'Save' }).click();

        const alert = dialog.getByRole('alert').filter({ hasText: 'There was an error trying to save the company data.' });
        await expect(alert).toBeVisible();
        await expect.poll(() => isSeen(page, alert), { message: 'the message is on screen, not scrolled away' }).toBe(true);
        await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: 'focus in the dialog' }).toBe(true);
        await expectNoViolations(page, `the failed company dialog at ${width} px`);

        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Edit Blue Lake Health Plan' })).toBeFocused();
      });
    });
  }

  // Defect 3, SPEC 2.13, 5.4, 8: a text file named .xls.
  test('rates upload: a file that is no spreadsheet is refused in words, naming the formats the picker offers', async ({
    adminPage: page,
  }) => {
    const companies = new AdminCompaniesPage(page);
    await companies.open();
    const form = await companies.openEditRates('Blue Lake Health Plan');
    const accepted = (await form.picker.getAttribute('accept'))?.split(',') ?? [];

    const { ok, text } = await form.upload({
      name: 'rates.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('PlanId,Age\n12345LK0010001,21\n'),
    });

    expect(ok).toBe(false);
    expect(text).not.toMatch(/calamine|BIFF|OLE2|zip/i);
    const named = /\(([^)]*)\)/.exec(text)?.[1]?.split(/, | or /) ?? [];
    expect(named).toEqual(accepted);
    expect(accepted).toEqual(['.xls', '.xlsx', '.xlsm', '.ods']);
  });
});
