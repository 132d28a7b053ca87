// Choosing the site's language as a visitor does: the header's switch, or a browser
// whose languages put Spanish first. The choice is remembered in localStorage; URLs never change.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Language } from './catalogue-text';

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

/** Waits until `<html lang>` is `language`: the catalogues are loaded and the screen redrawn. */
export async function expectDocumentLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 15_000 });
}

/** Presses the header's switch for `language` and waits until the page shows it. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await languageButton(page, language).click();
  await expectDocumentLanguage(page, language);
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
      // A new page starts on about:blank, whose storage may not be read: only the site's counts.
      if (window.location.protocol === 'about:') return;
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [LANGUAGE_STORAGE_KEY, language] as const,
  );
}
