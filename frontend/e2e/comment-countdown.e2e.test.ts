// The countdown to the end of comment periods through the gateway: Latest Rates
// shows each open filing's days left and can be narrowed to those filings; a Rate Page says the
// same; both pass axe at 1280 px and 390 px. The expected days are computed here from the rule
// the server enforces (SPEC 9: 30 days from the submission date, 00:00 UTC), from the API's own
// submission dates, never from fixed counts: other test files change the demo data first.
import type { RateRow } from '../src/lib/api/public-api';
import { RatesPage } from './pages/rates-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { findOpenFiling } from './support/hostile-comments';
import { scrollsSideways } from './support/layout';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

const api = (path: string) => `${e2eConfig.baseUrl}/ws${path}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The days left at `now` for a filing submitted on `submissionDate` (YYYY-MM-DD), or null. */
function expectedDaysLeft(row: RateRow, now: number): number | null {
  if (row.stateStatus.displayStatus !== 'Submitted') return null;
  const closes = Date.parse(`${row.submissionDate}T00:00:00Z`) + 30 * DAY_MS;
  return now < closes ? Math.ceil((closes - now) / DAY_MS) : null;
}

/** Pairs in one order, whatever order the table shows them in. */
const sorted = (pairs: Array<[string, string | null]>) => [...pairs].sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`));

const countdownText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left to comment`;

/** Every row's tracking number with its expected countdown, as the API answers now. */
async function expectedCountdowns(): Promise<Array<[string, string | null]>> {
  const response = await fetch(api('/filings'));
  expect(response.status).toBe(200);
  const now = Date.now();
  return ((await response.json()) as RateRow[]).map((row) => {
    const days = expectedDaysLeft(row, now);
    return [row.filingSerffTrackNum, days === null ? null : countdownText(days)];
  });
}

/** Whether public commenting is switched on now (SPEC 4.3). */
async function commentingIsOn(): Promise<boolean> {
  return (await (await fetch(api('/public-comments'))).json()) === true;
}

test.describe(`Comment period countdown against ${e2eConfig.baseUrl}`, () => {
  for (const width of [1280, 390]) {
    test(`counts down and narrows Latest Rates to open filings at ${width} px, passing axe`, async ({ page }) => {
      expect(await commentingIsOn(), 'the demo data has public commenting switched on').toBe(true);
      await page.setViewportSize({ width, height: 900 });
      const rates = new RatesPage(page);
      await rates.open();
      await expect(rates.openForComment).toBeVisible();

      const expected = await expectedCountdowns();
      const open = expected.filter(([, countdown]) => countdown !== null);
      expect(open.length, 'the demo data has filings open for comment').toBeGreaterThan(0);
      expect(open.length).toBeLessThan(expected.length);
      await expect.poll(async () => sorted(await rates.countdowns())).toEqual(sorted(expected));

      await rates.toggleOpenForComment();
      // The address changes through the router (its loaders run first): the box follows within frames.
      await expect(rates.openForComment).toBeChecked();
      await expect(rates.rows()).toHaveCount(open.length);
      await expect(page).toHaveURL((url) => url.search === '?comments=open');
      await expect.poll(async () => sorted(await rates.countdowns())).toEqual(sorted(open));
      await expect.poll(() => scrollsSideways(page)).toBe(false);
      await expectNoViolations(page, `${page.url()} at ${width} px`);

      // The narrowed list is an address: opening it again shows the same rows.
      await page.reload();
      await expect(rates.openForComment).toBeVisible();
      await expect(rates.openForComment).toBeChecked();
      await expect(rates.rows()).toHaveCount(open.length);
    });
  }

  for (const width of [1280, 390]) {
    test(`says a Rate Page's days left to comment at ${width} px, passing axe`, async ({ page }) => {
      const filing = await findOpenFiling();
      const days = expectedDaysLeft(filing.row, Date.now());
      expect(days, `${filing.row.filingSerffTrackNum} is open for comment`).not.toBeNull();
      await page.setViewportSize({ width, height: 900 });

      await page.goto(`${e2eConfig.baseUrl}${filing.ratePagePath}`);

      const countdown = page.getByText(countdownText(days!), { exact: true });
      await expect(countdown).toBeVisible();
      await expect(page.getByRole('button', { name: 'Comment', exact: true })).toBeVisible();
      await expectNoViolations(page, `${page.url()} at ${width} px`);
    });
  }
});
