import i18next, { type BackendModule, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueByNamespace, namespaceOf } from './catalogue-files';
import type { Language } from './languages';

/**
 * The catalogues that load with a lazy route rather than in the entry bundle: the one list the
 * routes name theirs from (`loadNamespaces`) and tests load up front. Vite's globs below must be
 * written out literally, so they repeat it; a test holds them to it.
 */
export const ROUTE_NAMESPACES = ['rates', 'company', 'filing', 'rateHistory', 'openData', 'commentStatus'] as const;

/** A namespace that loads with a lazy route. */
export type RouteNamespace = (typeof ROUTE_NAMESPACES)[number];

/**
 * Every public string lives in the catalogues under src/locales/{language}/{namespace}.json.
 * English is the source language and the fallback: the catalogues of the screens in the entry
 * bundle are part of it, so an English visit costs no extra request; those of the lazy routes
 * ({@link ROUTE_NAMESPACES}) load beside their route's chunk (`loadNamespaces`). Spanish loads as
 * one chunk of its own, only when chosen.
 */
const englishFiles = import.meta.glob<ResourceLanguage[string]>(
  ['../../locales/en/*.json', '!../../locales/en/{rates,company,filing,rateHistory,openData,commentStatus}.json'],
  { eager: true, import: 'default' },
);
const routeEnglishFiles = import.meta.glob<ResourceLanguage[string]>(
  '../../locales/en/{rates,company,filing,rateHistory,openData,commentStatus}.json',
  { import: 'default' },
);

const english = catalogueByNamespace(englishFiles);
const routeEnglish = new Map(Object.entries(routeEnglishFiles).map(([path, load]) => [namespaceOf(path), load]));

/** Which English catalogues the globs put in the entry bundle and which in route chunks (for a test). */
export const catalogueSplit = { entry: Object.keys(english), routes: [...routeEnglish.keys()] };

/** The namespaces of the screens in the entry bundle: `common`, `layout`, `compare`, ... */
const ENTRY_NAMESPACES = Object.keys(english);

/**
 * Where i18next finds a catalogue it does not have yet: a lazy route's English one. (Spanish is
 * added whole by `loadLanguage` before it is shown, so i18next never asks for a Spanish one.)
 */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = language === 'en' ? routeEnglish.get(namespace) : undefined;
    if (!load) {
      callback(new Error(`There is no ${language} catalogue '${namespace}'.`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The public site's translations. Screens read them with react-i18next's `useTranslation`. */
export const i18n = i18next.createInstance();

type MissingKeyListener = (language: string, namespace: string, key: string) => void;
const missingKeyListeners = new Set<MissingKeyListener>();

/** Calls `listener` whenever a screen asks for a key no catalogue has (tests fail on it). */
export function onMissingKey(listener: MissingKeyListener): () => void {
  missingKeyListeners.add(listener);
  return () => missingKeyListeners.delete(listener);
}

void i18n.use(catalogueChunks).use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  ns: ENTRY_NAMESPACES,
  defaultNS: 'common',
  resources: { en: english } satisfies Resource,
  // The bundled catalogues are some of all: the rest come through `catalogueChunks`.
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
 * chose.
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

/** Loads a lazy route's catalogues in the language shown (and English, the fallback) beside its chunk. */
export async function loadNamespaces(namespaces: readonly RouteNamespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}
