import { currentLanguage, i18n, loadLanguage } from './i18n';
import { type Language, preferredLanguage, readStoredLanguage, storeLanguage } from './languages';

/** `<html lang>` follows the language shown, so screen readers pronounce it right. */
function markDocument(language: Language): void {
  document.documentElement.lang = language;
}

/** Shows the site in `language`: its catalogues first (no half-translated screen), then the switch. */
async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  markDocument(language);
}

/** The visitor chose a language in the header: shown at once and remembered on this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await showLanguage(language);
}

/**
 * The language of a first render: the remembered choice, else the browser's languages. Awaited
 * before the first render, so a Spanish visitor never sees the English screen flash by.
 */
export async function startInPreferredLanguage(): Promise<void> {
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const language = preferredLanguage(readStoredLanguage(), browserLanguages);
  if (language === currentLanguage()) markDocument(language);
  else await showLanguage(language);
}
