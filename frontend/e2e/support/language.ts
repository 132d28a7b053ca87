// Choosing the site's language as a visitor does (issue 21): the header's switch, or a browser
// whose languages put Spanish first. The choice is remembered in localStorage; URLs never change.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectPageProblems } from './browser';
import type { Language } from './catalogue-text';
import { e2eConfig } from './config';

/** Each language's name in its own language, as the switch shows it (src/lib/i18n/languages.ts). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** Where the site remembers the choice (src/lib/i18n/languages.ts LANGUAGE_STORAGE_KEY). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The header's button for `language`: named in its own language, marked with its lang. */
export function languageButton(page: Page, language: Language): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: LANGUAGE_NAMES[language], exact: true })
    .and(page.locator(`[lang="${language}"]`));
}

/** `<html lang>` as it is now. */
export function documentLanguage(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

/** Waits until `<html lang>` is `language`: the catalogues are loaded and the screen redrawn. */
export async function waitForDocumentLanguage(page: Page, language: Language): Promise<void> {
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language, { timeout: 15_000 });
}

/** Presses the header's switch for `language` and waits until the page shows it. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await languageButton(page, language).click();
  await waitForDocumentLanguage(page, language);
}

/** The remembered choice in this page's localStorage. */
export function storedLanguage(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY);
}

/**
 * Every page of `context` starts in `language`, as after choosing it in an earlier visit (the
 * remembered choice), before the site's script runs.
 */
export async function rememberLanguage(context: BrowserContext, language: Language): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [LANGUAGE_STORAGE_KEY, language] as const,
  );
}

/**
 * A clean context like `newSiteContext`, in a browser set to Mexican Spanish (navigator.languages
 * and Accept-Language 'es-MX'), with its page and the page's problems.
 */
export async function spanishBrowserPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: e2eConfig.baseUrl,
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
  });
  const page = await context.newPage();
  return { context, page, problems: collectPageProblems(page) };
}
