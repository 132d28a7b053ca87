import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminCompareYearsPage } from './pages/admin-compare-years-page';
import { formatViolations, scanWcag21AA } from './support/axe';
import { e2eConfig } from './support/config';
import { usePageSession } from './support/page-session';
import { signInAs, STAFF } from './support/staff-sign-in';

/** Where the screenshots for review go. */
const SHOTS = '/tmp/shots';

const NOTICE =
  'Considerations: After changes to years, click "Reset Caches" - will cause compare rate slowness for several minutes.';
const RESET_STARTED =
  'Cache reset has stated. It may take a few minutes to complete.  Compare queries may be slow until it finishes.';

async function openCompareYearsAsAdministrator(page: Page): Promise<AdminCompareYearsPage> {
  await signInAs(page, STAFF.administrator, '/secured/compare-years');
  const compareYears = new AdminCompareYearsPage(page);
  await compareYears.waitUntilLoaded();
  return compareYears;
}

/** The years the public Year select offers (`GET /get-years`). */
async function publicYears(): Promise<number[]> {
  return (await (await fetch(`${e2eConfig.baseUrl}/ws/get-years`)).json()) as number[];
}

describe(`Compare Years against ${e2eConfig.baseUrl}`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('shows the notice word for word, the Reset Cache button and a checkbox per year (SPEC 2.17)', async () => {
    const compareYears = await openCompareYearsAsAdministrator(page);

    await expect(compareYears.notice.textContent()).resolves.toBe(NOTICE);
    await expect(compareYears.resetButton.isVisible()).resolves.toBe(true);
    await expect(compareYears.table.locator('thead th').allInnerTexts()).resolves.toEqual(['Years', 'isActive']);
    const years = await compareYears.years();
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) await expect(compareYears.activeBox(year).count()).resolves.toBe(1);
  });

  it('switches a year off and on again, at once and saved, leaving it as it was (SPEC 4.5)', async () => {
    const compareYears = await openCompareYearsAsAdministrator(page);
    // The oldest year: the one visitors are least likely to be comparing right now.
    const year = Math.min(...(await compareYears.years()));
    const box = compareYears.activeBox(year);
    const original = await box.isChecked();

    try {
      let answer = await compareYears.toggle(year);
      await expect(box.isChecked()).resolves.toBe(!original);
      expect(answer.status(), await answer.text()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({ year, active: !original });
      await expect.poll(async () => (await publicYears()).includes(year), { timeout: 10_000 }).toBe(!original);

      answer = await compareYears.toggle(year);
      await expect(box.isChecked()).resolves.toBe(original);
      expect(answer.status(), await answer.text()).toBe(200);
    } finally {
      await compareYears.open();
      if ((await box.isChecked()) !== original) await compareYears.toggle(year);
    }

    // The server agrees after a reload, and so does the public years list.
    await compareYears.open();
    await expect(box.isChecked()).resolves.toBe(original);
    await expect.poll(async () => (await publicYears()).includes(year), { timeout: 10_000 }).toBe(original);
  });

  it("resets the caches and shows 'Reset Cache Started!' (SPEC 4.5, 8)", async () => {
    const compareYears = await openCompareYearsAsAdministrator(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/(api\/clearCompareCache|get-years|compare-plans\/\d+)$/.test(path)) requests.push(path);
    });

    await compareYears.resetButton.click();

    await compareYears.resetStarted.waitFor({ timeout: 60_000 });
    await expect(compareYears.resetStarted.locator('.usa-alert__text').textContent()).resolves.toBe(RESET_STARTED);
    await compareYears.warmed.waitFor({ timeout: 60_000 });
    await expect(compareYears.error.count()).resolves.toBe(0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/admin-compare-years-reset-1280.png`, fullPage: true });
    const years = await publicYears();
    expect(requests).toEqual([
      '/ws/api/clearCompareCache',
      '/ws/get-years',
      ...years.map((year) => `/ws/compare-plans/${year}`),
    ]);
  });

  describe.each([
    [1280, 900],
    [390, 844],
  ])('at %i px wide', (width, height) => {
    it('has no WCAG 2.1 AA violations on Compare Years', async () => {
      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width, height });
      await openCompareYearsAsAdministrator(page);

      const violations = await scanWcag21AA(page);
      expect(violations, formatViolations(`${page.url()} at ${width} px`, violations)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/admin-compare-years-${width}.png`, fullPage: true });
    });
  });
});
