import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { AdminCompareYearsPage } from './pages/admin-compare-years-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';

/** Where the screenshots for review go. */
const SHOTS = '/tmp/shots';

const NOTICE =
  'Considerations: After changes to years, click "Reset Caches" - will cause compare rate slowness for several minutes.';
const RESET_STARTED =
  'Cache reset has stated. It may take a few minutes to complete.  Compare queries may be slow until it finishes.';

/** Compare Years on the Administrator's page, once it has loaded. */
async function openCompareYears(page: Page): Promise<AdminCompareYearsPage> {
  const compareYears = new AdminCompareYearsPage(page);
  await compareYears.open();
  return compareYears;
}

/** The years the public Year select offers (`GET /get-years`). */
async function publicYears(): Promise<number[]> {
  return (await (await fetch(`${e2eConfig.baseUrl}/ws/get-years`)).json()) as number[];
}

test.describe(`Compare Years against ${e2eConfig.baseUrl}`, () => {
  test('shows the notice word for word, the Reset Cache button and a checkbox per year (SPEC 2.17)', async ({
    adminPage: page,
  }) => {
    const compareYears = await openCompareYears(page);

    // Word for word, spaces included: textContent as it is, not as toHaveText would normalise it.
    await expect.poll(() => compareYears.notice.textContent()).toBe(NOTICE);
    await expect(compareYears.resetButton).toBeVisible();
    await expect(compareYears.table.locator('thead th')).toHaveText(['Years', 'isActive'], { useInnerText: true });
    const years = await compareYears.years();
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) await expect(compareYears.activeBox(year)).toHaveCount(1);
  });

  test('switches a year off and on again, at once and saved, leaving it as it was (SPEC 4.5)', async ({ adminPage: page }) => {
    const compareYears = await openCompareYears(page);
    // The oldest year: the one visitors are least likely to be comparing right now.
    const year = Math.min(...(await compareYears.years()));
    const box = compareYears.activeBox(year);
    const original = await box.isChecked();

    try {
      let answer = await compareYears.toggle(year);
      await expect(box).toBeChecked({ checked: !original });
      expect(answer.status(), await answer.text()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({ year, active: !original });
      await expect.poll(async () => (await publicYears()).includes(year), { timeout: 10_000 }).toBe(!original);

      answer = await compareYears.toggle(year);
      await expect(box).toBeChecked({ checked: original });
      expect(answer.status(), await answer.text()).toBe(200);
    } finally {
      await compareYears.open();
      if ((await box.isChecked()) !== original) await compareYears.toggle(year);
    }

    // The server agrees after a reload, and so does the public years list.
    await compareYears.open();
    await expect(box).toBeChecked({ checked: original });
    await expect.poll(async () => (await publicYears()).includes(year), { timeout: 10_000 }).toBe(original);
  });

  test("resets the caches and shows 'Reset Cache Started!' (SPEC 4.5, 8)", async ({ adminPage: page }) => {
    const compareYears = await openCompareYears(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/(api\/clearCompareCache|get-years|compare-plans\/\d+)$/.test(path)) requests.push(path);
    });

    await compareYears.resetButton.click();

    await expect(compareYears.resetStarted).toBeVisible({ timeout: 60_000 });
    // Word for word, the double space included.
    await expect.poll(() => compareYears.resetStarted.locator('.usa-alert__text').textContent()).toBe(RESET_STARTED);
    await expect(compareYears.warmed).toBeVisible({ timeout: 60_000 });
    await expect(compareYears.error).toHaveCount(0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/admin-compare-years-reset-1280.png`, fullPage: true });
    const years = await publicYears();
    expect(requests).toEqual([
      '/ws/api/clearCompareCache',
      '/ws/get-years',
      ...years.map((year) => `/ws/compare-plans/${year}`),
    ]);
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations on Compare Years', async ({ adminPage: page }) => {
        mkdirSync(SHOTS, { recursive: true });
        await page.setViewportSize({ width, height });
        await openCompareYears(page);

        await expectNoViolations(page, `${page.url()} at ${width} px`);
        await page.screenshot({ path: `${SHOTS}/admin-compare-years-${width}.png`, fullPage: true });
      });
    });
  }
});
