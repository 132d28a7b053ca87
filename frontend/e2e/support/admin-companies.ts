// What the Admin Companies end-to-end files share: the demo company, API access outside the
// browser, screenshots and accessibility checks, and waiting for the public compare data.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { UploadFile } from '../pages/admin-companies-page';
import { ComparePage } from '../pages/compare-page';
import { expectNoViolations } from './axe';
import { e2eConfig } from './config';
import { staffAccessToken } from './staff-sign-in';

/** Where the screenshots for review go. */
export const SHOTS = '/tmp/shots';
export const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
export const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;
export const XLS = 'application/vnd.ms-excel';

/** The insurer's company in the demo data (dev identity provider: Marcus Lee). */
export const INSURER_COMPANY = { name: 'Blue Lake Health Plan', coCode: 95101 };
/** The county the new plan is sold in; the compare search looks there. */
export const COUNTY = e2eConfig.expectedCounties[0] ?? 'Adams County';
/** Plans this file adds carry this prefix, so that a later run leaves them out of what it restores. */
export const E2E_PLAN = 'E2E Upload';

/** The admin API as a staff member, outside the browser: for looking up and putting things back. */
export async function adminApi(email: string) {
  const token = await staffAccessToken(email);
  const auth = { Authorization: `Bearer ${token}` };
  const first = await fetch(api('/api/users/active'), { headers: auth });
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const xsrf = { ...auth, Cookie: cookie, 'X-XSRF-TOKEN': cookie.replace('XSRF-TOKEN=', '') };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await fetch(api(path), { headers: auth });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    },
    async upload(companyPk: number, file: UploadFile): Promise<Response> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      return fetch(api(`/api/provider/upload/${companyPk}`), { method: 'POST', headers: xsrf, body: form });
    },
  };
}

export async function publicJson<T>(path: string): Promise<T> {
  const response = await fetch(api(path));
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Saves a screenshot for review: the whole page, or only the window while a dialog covers it. */
export async function shoot(page: Page, shot: string, width: number): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: `${SHOTS}/admin-${shot}-${width}.png`, fullPage: !dialogOpen });
}

/** Runs axe at both widths and saves a screenshot of each for review. */
export async function checkAccessibility(page: Page, shot: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await expectNoViolations(page, `${page.url()} (${shot}, ${size.width}px)`);
    await shoot(page, shot, size.width);
  }
  await page.setViewportSize(WIDTHS[0]);
}

/**
 * Waits until the public API answers the year's compare dataset with the plan: an upload is
 * seen by the public API once it notices the new data generation (it checks every half second),
 * and through the gateway, which keeps one copy per encoding for a second, in each encoding a
 * browser may ask for.
 */
export async function waitForPublicPlan(year: number, planName: string): Promise<void> {
  const listed = async (encoding: string) => {
    const response = await fetch(`${e2eConfig.baseUrl}/ws/compare-plans/${year}`, {
      headers: { 'Accept-Encoding': encoding },
    });
    const dataset = (await response.json()) as { planData: Record<string, { name: string }> };
    return Object.values(dataset.planData).some((plan) => plan.name === planName);
  };
  await expect
    .poll(async () => (await listed('br')) && (await listed('gzip')), {
      message: `the public compare dataset of ${year} lists ${planName}`,
      timeout: 15_000,
    })
    .toBe(true);
}

/** Searches Compare for `year` and `county` (age 40, no tobacco, every level); the titles of the plan rows. */
export async function comparePlanTitles(page: Page, year: number, county: string, company: string): Promise<string[]> {
  const compare = new ComparePage(page);
  await compare.open();
  await compare.year.selectOption({ label: String(year) });
  await compare.layout.waitUntilSettled();
  await compare.location.selectOption({ label: county });
  await compare.age.fill('40');
  await compare.tobacco.selectOption('N');
  await compare.searchNow.click();
  await expect(compare.results).toBeVisible({ timeout: 60_000 });
  return (await compare.planRowLines(company)).map((row) => row.title);
}
