// Issue 21 item 2: the language is chosen with one click in the header, remembered across a
// reload, taken from the browser's languages on a first visit, and shown in `<html lang>`; the
// address never changes. On a phone (390 px) the switch stays reachable beside the menu button.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteLayout } from './pages/site-layout';
import { catalogueText } from './support/catalogue-text';
import { e2eConfig } from './support/config';
import {
  chooseLanguage,
  documentLanguage,
  languageButton,
  spanishBrowserPage,
  storedLanguage,
  waitForDocumentLanguage,
} from './support/language';
import { usePageSession } from './support/page-session';

/** What the layout reads in a language: skip link, the sub-navigation's name, the title. */
async function expectLayoutIn(page: Page, language: 'en' | 'es', titleKey: string): Promise<void> {
  await expect(documentLanguage(page)).resolves.toBe(language);
  await expect(
    page.getByRole('link', { name: catalogueText(language, 'layout:skipLink'), exact: true }).count(),
  ).resolves.toBe(1);
  await expect(
    page.getByRole('navigation', { name: catalogueText(language, 'layout:subNav.label'), exact: true }).count(),
  ).resolves.toBe(1);
  await expect(page.title()).resolves.toContain(catalogueText(language, titleKey));
  await expect(languageButton(page, language).getAttribute('aria-pressed')).resolves.toBe('true');
  const other = language === 'es' ? 'en' : 'es';
  await expect(languageButton(page, other).getAttribute('aria-pressed')).resolves.toBe('false');
}

describe(`choosing Spanish against ${e2eConfig.baseUrl} (issue 21 item 2)`, () => {
  const session = usePageSession();
  let page: Page;
  beforeEach(() => {
    ({ page } = session);
  });

  it('switches with one click in the header, keeps the address, and remembers it across a reload', async () => {
    await new SiteLayout(page).open('/rates');
    await expectLayoutIn(page, 'en', 'common:titles.rates');
    const address = page.url();

    await chooseLanguage(page, 'es');
    await expectLayoutIn(page, 'es', 'common:titles.rates');
    expect(page.url()).toBe(address);
    await expect(storedLanguage(page)).resolves.toBe('es');

    await page.reload();
    await new SiteLayout(page).footer.waitFor();
    await waitForDocumentLanguage(page, 'es');
    await expectLayoutIn(page, 'es', 'common:titles.rates');

    await chooseLanguage(page, 'en');
    await expectLayoutIn(page, 'en', 'common:titles.rates');
    expect(page.url()).toBe(address);
    await expect(storedLanguage(page)).resolves.toBe('en');
  });

  it("starts in Spanish in a browser whose languages are Mexican Spanish, and English stays one click away", async () => {
    const spanish = await spanishBrowserPage(session.context.browser()!);
    try {
      await expect(spanish.page.evaluate(() => navigator.languages[0])).resolves.toBe('es-MX');
      await new SiteLayout(spanish.page).open('/measures');
      await waitForDocumentLanguage(spanish.page, 'es');
      await expectLayoutIn(spanish.page, 'es', 'common:titles.measures');
      // Nothing was chosen yet: the browser's languages decided.
      await expect(storedLanguage(spanish.page)).resolves.toBeNull();

      await chooseLanguage(spanish.page, 'en');
      await spanish.page.reload();
      await new SiteLayout(spanish.page).footer.waitFor();
      // The choice outranks the browser's languages.
      await expectLayoutIn(spanish.page, 'en', 'common:titles.measures');
      expect(spanish.problems, 'errors reported by the page').toEqual([]);
    } finally {
      await spanish.context.close();
    }
  });

  it.each(['en', 'es'] as const)(
    'keeps the switch reachable and named at 390 px, clear of the menu button (%s)',
    async (language) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await new SiteLayout(page).open('/');
      if (language === 'es') await chooseLanguage(page, 'es');
      const menuButton = page.getByRole('banner').getByRole('button', { name: catalogueText(language, 'layout:header.menu') });
      const boxes = await Promise.all(
        [languageButton(page, 'en'), languageButton(page, 'es'), menuButton].map(async (element) => {
          await expect(element.isVisible()).resolves.toBe(true);
          const box = await element.boundingBox();
          expect(box).not.toBeNull();
          return box!;
        }),
      );
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
      await waitForDocumentLanguage(page, other);
      await expect(page.evaluate(() => document.documentElement.scrollWidth <= 390)).resolves.toBe(true);
    },
  );
});

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
