/** The languages of the public site. The staff area is English only. */
export const LANGUAGES = ['en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

/** Each language's name in its own language, as the header's switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The locale `Intl` formats each language's numbers, currency and dates in: United States conventions. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Where the visitor's choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to show: the visitor's remembered choice, else the first of the browser's
 * languages the site has ('es-MX' counts as 'es'), else English.
 */
export function preferredLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The remembered choice; null when there is none or storage is blocked. */
export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the choice; a browser that blocks storage simply forgets it. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked (private mode, policy): the choice lasts for this page only.
  }
}
