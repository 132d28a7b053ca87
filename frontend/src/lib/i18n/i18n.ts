import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueByNamespace } from './catalogue-files';
import { type Language, INTL_LOCALES } from './languages';

/**
 * Every public string lives in the catalogues under src/locales/{language}/{namespace}.json
 * (issue 21). English is the source language and the fallback: its catalogues are part of the
 * entry bundle, so an English visit costs no extra request. Spanish loads as one chunk of its own,
 * only when chosen (`loadLanguage`).
 */
const englishFiles = import.meta.glob<ResourceLanguage[string]>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});

const english = catalogueByNamespace(englishFiles);

/** The namespaces, one per catalogue file: `common`, `layout`, `compare`, ... */
export const NAMESPACES = Object.keys(english);

/** The public site's translations. Screens read them with react-i18next's `useTranslation`. */
export const i18n = i18next.createInstance();

type MissingKeyListener = (language: string, namespace: string, key: string) => void;
const missingKeyListeners = new Set<MissingKeyListener>();

/** Calls `listener` whenever a screen asks for a key no catalogue has (tests fail on it). */
export function onMissingKey(listener: MissingKeyListener): () => void {
  missingKeyListeners.add(listener);
  return () => missingKeyListeners.delete(listener);
}

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  ns: NAMESPACES,
  defaultNS: 'common',
  resources: { en: english } satisfies Resource,
  // Spanish is added when chosen; until then i18next must not treat it as missing for good.
  partialBundledLanguages: true,
  // React escapes what it renders; escaping here too would show '&amp;' to visitors.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => {
    for (const listener of missingKeyListeners) listener(languages.join(','), namespace, key);
  },
});

/**
 * The staff area's translations: the same catalogues, fixed to English whatever the visitor
 * chose (issue 21: the staff area stays English).
 */
export const englishOnly = i18n.cloneInstance({ lng: 'en' });

const loaded = new Set<Language>(['en']);

/** Adds a language's catalogues (one chunk per language) unless they are already there. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { spanishCatalogues } = await import('./spanish-catalogues');
  for (const [namespace, catalogue] of Object.entries(spanishCatalogues)) {
    i18n.addResourceBundle(language, namespace, catalogue, true, true);
  }
  loaded.add(language);
}

/** The language screens are shown in now. */
export function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en';
}

/** The `Intl` locale of the language shown now. */
export function currentLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}
