import type { Page } from '@playwright/test';
import type { RateHistory, RateHistoryFiling } from '../src/lib/api/public-api';
import { CompanyPage } from './pages/company-page';
import { chartTitle } from './pages/rate-history';
import { RatePage } from './pages/rate-page';
import { RatesPage } from './pages/rates-page';
import { expectNoViolations } from './support/axe';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP_AND_PHONE } from './support/layout';

// The tests of this file share nothing: they may run in different workers at once.
test.describe.configure({ mode: 'parallel' });

/** SPEC 9 percent display, as the site's tables show a rate. */
const percent = (value: number) => `${value > 0 ? '+' : ''}${value}%`;
/** 'YYYY-MM-DD' as the site shows dates, 'MM/DD/YYYY'. */
const usDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
const hasChange = (filing: RateHistoryFiling) => filing.companyRate.rateOverallRateImpact != null;

/** What a point of `filing` is named: filing, dates, change and status. */
function pointName(filing: RateHistoryFiling): RegExp {
  const change = percent(filing.companyRate.rateOverallRateImpact ?? 0);
  const implementation = filing.effImpDateReqNew ? usDate(filing.effImpDateReqNew) : 'Not provided';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^(This filing, )?${escape(filing.filingSerffTrackNum)}, submitted ${usDate(filing.submissionDate)}, ` +
      `requested change ${escape(change)}( \\([^)]*\\))?, status ${escape(filing.stateStatus.displayStatus)}, ` +
      `implementation requested ${escape(implementation)}$`,
  );
}

/** The history call of a company product, through the gateway as the page makes it. */
async function historyOf(page: Page, companyProductPk: number | string): Promise<RateHistory> {
  const response = await page.request.get(`${e2eConfig.baseUrl}/ws/company-products/${companyProductPk}/history`);
  expect(response.status()).toBe(200);
  return (await response.json()) as RateHistory;
}

/** The Company Page of the first filing of /rates, once its rate history has drawn. */
async function openCompanyWithHistory(page: Page): Promise<CompanyPage> {
  const rates = new RatesPage(page);
  await rates.open();
  const href = (await rates.rows().first().getByRole('link', { name: /^Details for filing / }).getAttribute('href')) ?? '';
  const companyProductPk = /^\/company\/(\d+)\/rate\//.exec(href)?.[1];
  if (!companyProductPk) throw new Error(`The first Details link on /rates has no company product: '${href}'`);
  const company = new CompanyPage(page);
  await company.open(companyProductPk);
  await expect(company.filingTables().first()).toBeVisible();
  await company.rateHistory.waitUntilDrawn();
  return company;
}

/** The Rate Page of the first filing of /rates, once its rate history has drawn. */
async function openRatePageWithHistory(page: Page): Promise<{ ratePage: RatePage; companyProductPk: string; toiId: number }> {
  const rates = new RatesPage(page);
  await rates.open();
  await rates.rows().first().getByRole('link', { name: /^Details for filing / }).click();
  const ratePage = new RatePage(page);
  await expect(ratePage.heading).toBeVisible();
  await ratePage.layout.waitUntilSettled();
  await ratePage.rateHistory.waitUntilDrawn();
  const [, companyProductPk = '', toiId = ''] = /^\/company\/(\d+)\/rate\/\d+\/\d+\/(\d+)$/.exec(new URL(page.url()).pathname) ?? [];
  return { ratePage, companyProductPk, toiId: Number(toiId) };
}

test.describe(`Rate history charts against ${e2eConfig.baseUrl}`, () => {
  test('draws one chart per product and type of insurance on the Company Page, a point per filing of the history call', async ({ page }) => {
    const company = await openCompanyWithHistory(page);
    const { rateHistory } = company;

    const products = await company.productsWithFilings();
    expect(products.length).toBeGreaterThan(0);
    let charts = 0;
    for (const companyProductPk of products) {
      const history = await historyOf(page, companyProductPk);
      for (const group of history.typesOfInsurance) {
        const figure = rateHistory.figure(history.productName, group.typeOfInsurance);
        const chart = rateHistory.chart(figure);
        await expect(chart).toHaveAttribute('aria-labelledby', /\S/);
        await expect(chart.locator('title')).toHaveText(chartTitle(history.productName, group.typeOfInsurance));
        await expect(chart.locator('desc')).toHaveText(/submitted (in|from) \d{4}/);
        const drawn = group.filings.filter(hasChange);
        await expect(rateHistory.points(figure), `${history.productName}, ${group.typeOfInsurance}`).toHaveCount(drawn.length);
        const names = await rateHistory.points(figure).evaluateAll((points) => points.map((p) => p.getAttribute('aria-label')));
        drawn.forEach((filing, index) => expect(names[index]).toMatch(pointName(filing)));
        charts += 1;
      }
    }
    await expect(rateHistory.figures).toHaveCount(charts);
    await expect(rateHistory.currentPoints).toHaveCount(0);
  });

  test('reaches a point from the keyboard, names it and shows its tooltip with a visible focus ring', async ({ page }) => {
    const company = await openCompanyWithHistory(page);
    const { rateHistory } = company;
    const figure = rateHistory.figures.first();

    await rateHistory.toggle(figure).focus();
    await page.keyboard.press('Tab');

    const first = rateHistory.points(figure).first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('tabindex', '0');
    const focused = await first.getAttribute('aria-label');
    const tracking = (focused ?? '').replace(/^(This filing, )?/, '').split(',')[0] ?? '';
    await expect(rateHistory.tooltip(figure)).toContainText(tracking, { useInnerText: true });
    await expect.poll(() => first.evaluate((point) => getComputedStyle(point).stroke), { message: 'the focus ring' }).not.toBe('none');

    await page.keyboard.press('Escape');
    await expect(rateHistory.tooltip(figure)).toHaveCount(0);
  });

  test("shows the chart as a table with the same numbers when 'Show as table' is pressed", async ({ page }) => {
    const company = await openCompanyWithHistory(page);
    const { rateHistory } = company;
    const figure = rateHistory.figures.first();
    const names = await rateHistory.points(figure).evaluateAll((points) => points.map((p) => p.getAttribute('aria-label') ?? ''));
    const toggle = rateHistory.toggle(figure);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await toggle.click();

    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(rateHistory.table(figure).locator('caption')).toHaveText(/^Requested rate changes of /);
    await expect(rateHistory.chart(figure)).toHaveCount(0);
    const rows = await rateHistory.tableRows(figure).evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.children, (cell) => (cell as HTMLElement).innerText.replace(/[▾▴]/g, '').trim())),
    );
    // Submission Date, Tracking Number, Requested Change, Range, Status, Implementation Date Requested.
    const fromTable = rows
      .filter((cells) => cells[2] !== '—')
      .map(([date, tracking, change, , status, implementation]) => `${tracking}|${date}|${change}|${status}|${implementation}`);
    const fromPoints = names.map((name) => {
      const [, tracking, date, change, status, implementation] =
        /^(?:This filing, )?([^,]+), submitted ([^,]+), requested change (\S+)(?: \([^)]*\))?, status ([^,]+), implementation requested (.+)$/.exec(
          name,
        ) ?? [];
      return `${tracking}|${date}|${change}|${status}|${implementation}`;
    });
    expect(fromTable).toEqual(fromPoints);
  });

  test("highlights the Rate Page's own filing among its product's filings of the same type of insurance", async ({ page }) => {
    const { ratePage, companyProductPk, toiId } = await openRatePageWithHistory(page);
    const tracking = (await ratePage.factValue('Tracking Number').innerText()).trim();
    const history = await historyOf(page, companyProductPk);
    const group = history.typesOfInsurance.find((candidate) => candidate.toiId === toiId);
    expect(group, `type of insurance ${toiId} in the history of ${companyProductPk}`).toBeDefined();

    const figure = ratePage.rateHistory.figure(history.productName, group!.typeOfInsurance);
    await expect(ratePage.rateHistory.points(figure)).toHaveCount(group!.filings.filter(hasChange).length);
    await expect(ratePage.rateHistory.currentPoints).toHaveCount(1);
    await expect(ratePage.rateHistory.currentPoints).toHaveAttribute('aria-label', new RegExp(`^This filing, ${tracking}, `));
    await expect(ratePage.rateHistory.chart(figure).locator('desc')).toContainText(
      `This filing, ${tracking}, is the diamond marked “This filing”.`,
    );

    await ratePage.rateHistory.toggle(figure).click();
    await expect(ratePage.rateHistory.tableRows(figure).filter({ hasText: '(this filing)' })).toContainText(tracking, {
      useInnerText: true,
    });
  });

  for (const [width, height] of DESKTOP_AND_PHONE) {
    test.describe(`at ${width} px wide`, () => {
      test('has no WCAG 2.1 AA violations and fits the window with the charts, then with the tables shown', async ({ page }) => {
        await page.setViewportSize({ width, height });
        const company = await openCompanyWithHistory(page);
        const { rateHistory } = company;
        const fits = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

        await expectNoViolations(page, `${page.url()} charts at ${width} px`);
        await expect.poll(fits).toBeLessThanOrEqual(0);

        const figures = await rateHistory.figures.count();
        for (let index = 0; index < figures; index += 1) {
          await rateHistory.toggle(rateHistory.figures.nth(index)).click();
          await expect(rateHistory.table(rateHistory.figures.nth(index))).toBeVisible();
        }
        await expectNoViolations(page, `${page.url()} tables at ${width} px`);
        await expect.poll(fits).toBeLessThanOrEqual(0);
      });

      test('has no WCAG 2.1 AA violations on a Rate Page with its highlighted chart, and with a point focused', async ({ page }) => {
        await page.setViewportSize({ width, height });
        const { ratePage } = await openRatePageWithHistory(page);

        await ratePage.rateHistory.currentPoints.focus();
        await expect(ratePage.rateHistory.currentPoints).toBeFocused();
        await expectNoViolations(page, `${page.url()} at ${width} px`);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
          .toBeLessThanOrEqual(0);
      });
    });
  }
});
