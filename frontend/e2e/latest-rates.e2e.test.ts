import { RatesPage } from './pages/rates-page';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { scrollsSideways } from './support/layout';

/** Whether texts are in order as the table sorts text: A–Z, ignoring case. */
const inTextOrder = (texts: string[], desc = false) =>
  texts.every((text, i) => i === 0 || (desc ? -1 : 1) * text.toLowerCase().localeCompare(texts[i - 1]!.toLowerCase()) >= 0);

test.describe(`Latest Rate Changes on phones against ${e2eConfig.baseUrl} (SPEC 2.7)`, () => {
  test('sorts the stacked table with the Sort by list at 390 px, where the header buttons are hidden', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const rates = new RatesPage(page);
    await rates.open();
    await expect(rates.table).toBeVisible();

    await expect(rates.table.locator('thead')).toBeHidden();
    await expect(rates.sortBy).toBeVisible();
    // It says the order the table starts in: newest first (SPEC 9).
    await expect(rates.sortBy.locator('option:checked')).toHaveText('Date, descending');

    await rates.sortBy.selectOption({ label: 'Company, ascending' });
    const companies = () => rates.columnTexts('Company');
    await expect.poll(async () => (await companies()).length).toBeGreaterThan(1);
    await expect.poll(async () => inTextOrder(await companies()), { message: 'companies A–Z' }).toBe(true);

    await rates.sortBy.selectOption({ label: 'Company, descending' });
    await expect.poll(async () => inTextOrder(await companies(), true), { message: 'companies Z–A' }).toBe(true);
    await expect.poll(() => scrollsSideways(page)).toBe(false);
  });

  test('keeps the header buttons and no list at 1280 px', async ({ page }) => {
    const rates = new RatesPage(page);
    await rates.open();
    await expect(rates.table).toBeVisible();

    await expect(rates.sortBy).toBeHidden();
    await expect(rates.table.getByRole('button', { name: 'Company' })).toBeVisible();
  });
});
