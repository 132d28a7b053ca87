// The language is chosen with one click in the header, remembered across a
// reload, taken from the browser's languages on a first visit, and shown in `<html lang>`; the
// address never changes. On a phone (390 px) the switch stays reachable beside the menu button.
import type { Page } from '@playwright/test';
import { SiteLayout } from './pages/site-layout';
import { catalogueText } from './support/catalogue-text';
import { e2eConfig } from './support/config';
import { expect, test } from './support/fixtures';
import { chooseLanguage, expectDocumentLanguage, languageButton, storedLanguage } from './support/language';

/** What the layout reads in a language: skip link, the sub-navigation's name, the title. */
async function expectLayoutIn(page: Page, language: 'en' | 'es', titleKey: string): Promise<void> {
  await expectDocumentLanguage(page, language);
  await expect(page.getByRole('link', { name: catalogueText(language, 'layout:skipLink'), exact: true })).toHaveCount(1);
  await expect(
    page.getByRole('navigation', { name: catalogueText(language, 'layout:subNav.label'), exact: true }),
  ).toHaveCount(1);
  await expect.poll(() => page.title()).toContain(catalogueText(language, titleKey));
  await expect(languageButton(page, language)).toHaveAttribute('aria-pressed', 'true');
  const other = language === 'es' ? 'en' : 'es';
  await expect(languageButton(page, other)).toHaveAttribute('aria-pressed', 'false');
}

test.describe(`choosing Spanish against ${e2eConfig.baseUrl}`, () => {
  test('switches with one click in the header, keeps the address, and remembers it across a reload', async ({ page }) => {
    await new SiteLayout(page).open('/rates');
    await expectLayoutIn(page, 'en', 'common:titles.rates');
    const address = page.url();

    await chooseLanguage(page, 'es');
    await expectLayoutIn(page, 'es', 'common:titles.rates');
    expect(page.url()).toBe(address);
    await expect.poll(() => storedLanguage(page)).toBe('es');

    await page.reload();
    await expect(new SiteLayout(page).footer).toBeVisible();
    await expectDocumentLanguage(page, 'es');
    await expectLayoutIn(page, 'es', 'common:titles.rates');

    await chooseLanguage(page, 'en');
    await expectLayoutIn(page, 'en', 'common:titles.rates');
    expect(page.url()).toBe(address);
    await expect.poll(() => storedLanguage(page)).toBe('en');
  });

  test("starts in Spanish in a browser whose languages are Mexican Spanish, and English stays one click away", async ({
    newContext,
  }) => {
    // A browser set to Mexican Spanish: navigator.languages and Accept-Language 'es-MX'.
    const spanish = await (await newContext({ locale: 'es-MX' })).newPage();
    expect(await spanish.evaluate(() => navigator.languages[0])).toBe('es-MX');
    await new SiteLayout(spanish).open('/measures');
    await expectDocumentLanguage(spanish, 'es');
    await expectLayoutIn(spanish, 'es', 'common:titles.measures');
    // Nothing was chosen yet: the browser's languages decided.
    expect(await storedLanguage(spanish)).toBeNull();

    await chooseLanguage(spanish, 'en');
    await spanish.reload();
    await expect(new SiteLayout(spanish).footer).toBeVisible();
    // The choice outranks the browser's languages.
    await expectLayoutIn(spanish, 'en', 'common:titles.measures');
  });

  for (const language of ['en', 'es'] as const) {
    test(`keeps the switch reachable and named at 390 px, clear of the menu button (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await new SiteLayout(page).open('/');
      if (language === 'es') await chooseLanguage(page, 'es');
      const menuButton = page.getByRole('banner').getByRole('button', { name: catalogueText(language, 'layout:header.menu') });
      const boxes: Box[] = [];
      for (const element of [languageButton(page, 'en'), languageButton(page, 'es'), menuButton]) {
        await expect(element).toBeVisible();
        const box = await element.boundingBox();
        expect(box).not.toBeNull();
        boxes.push(box!);
      }
      const [english, spanishButton, menu] = boxes as [Box, Box, Box];
      for (const [name, box] of [
        ['English', english],
        ['Español', spanishButton],
      ] as const) {
        expect(overlaps(box, menu), `${name} overlaps the menu button`).toBe(false);
        expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(390);
        // Large enough to tap (WCAG 2.5.5's 44 px, which the switch's CSS asks for).
        expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
      }
      expect(overlaps(english, spanishButton), 'the two buttons overlap').toBe(false);
      // Reached from the keyboard: the click that switches works from Tab and Enter too.
      const other = language === 'es' ? 'en' : 'es';
      await languageButton(page, other).focus();
      await page.keyboard.press('Enter');
      await expectDocumentLanguage(page, other);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    });
  }
});

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
