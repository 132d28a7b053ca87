import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { RatesPage } from './pages/rates-page';
import { e2eConfig } from './support/config';
import { scrollsSideways } from './support/layout';
import { usePageSession } from './support/page-session';

/** Whether texts are in order as the table sorts text: A–Z, ignoring case. */
const inTextOrder = (texts: string[], desc = false) =>
  texts.every((text, i) => i === 0 || (desc ? -1 : 1) * text.toLowerCase().localeCompare(texts[i - 1]!.toLowerCase()) >= 0);

describe(`Latest Rate Changes on phones against ${e2eConfig.baseUrl} (SPEC 2.7, issue 15)`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('sorts the stacked table with the Sort by list at 390 px, where the header buttons are hidden', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const rates = new RatesPage(page);
    await rates.open();
    await rates.table.waitFor();

    await expect(rates.table.locator('thead').isVisible()).resolves.toBe(false);
    await expect(rates.sortBy.isVisible()).resolves.toBe(true);
    // It says the order the table starts in: newest first (SPEC 9).
    await expect(rates.sortBy.locator('option:checked').innerText()).resolves.toBe('Date, descending');

    await rates.sortBy.selectOption({ label: 'Company, ascending' });
    const ascending = await rates.columnTexts('Company');
    expect(ascending.length).toBeGreaterThan(1);
    expect(inTextOrder(ascending)).toBe(true);

    await rates.sortBy.selectOption({ label: 'Company, descending' });
    expect(inTextOrder(await rates.columnTexts('Company'), true)).toBe(true);
    await expect(scrollsSideways(page)).resolves.toBe(false);
  });

  it('keeps the header buttons and no list at 1280 px', async () => {
    const rates = new RatesPage(page);
    await rates.open();
    await rates.table.waitFor();

    await expect(rates.sortBy.isVisible()).resolves.toBe(false);
    await expect(rates.table.getByRole('button', { name: 'Company' }).isVisible()).resolves.toBe(true);
  });
});
