// The site's message catalogues (frontend/src/locales/{en,es}/*.json), read as the
// end-to-end tests need them: a text by its key, a Spanish text by the English one it stands
// for, and every English text whose Spanish differs (the route walk's list of leftovers). No
// Spanish wording is written in the tests: a reworded catalogue changes what they expect.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Language = 'en' | 'es';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../src/locales');

type Nested = { [key: string]: string | Nested };

/** One language's catalogues flattened: 'namespace:dotted.key' → text. */
function flatten(prefix: string, node: Nested, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === 'string') into.set(path, value);
    else flatten(path, value, into);
  }
  return into;
}

function loadCatalogues(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  const folder = join(LOCALES, language);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const catalogue = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Nested;
    flatten(`${file.replace(/\.json$/, '')}:`, catalogue, texts);
  }
  return texts;
}

/** Every text of each language by its full key ('layout:header.menu'). */
export const CATALOGUES: Record<Language, ReadonlyMap<string, string>> = {
  en: loadCatalogues('en'),
  es: loadCatalogues('es'),
};

/** The namespaces (one catalogue file each). */
export const NAMESPACES: ReadonlySet<string> = new Set([...CATALOGUES.en.keys()].map((key) => key.split(':')[0]!));

/** `{{name}}` of i18next. */
const PLACEHOLDER = /\{\{\s*[\w.]*\s*(?:,[^}]*)?\}\}/g;
/** The tags of a `<Trans>` text (`<1>open data</1>`, `<br/>`): the page shows only what they hold. */
const TRANS_TAG = /<\/?[\w-]+\s*\/?>/g;

/** A catalogue text as the page shows it, placeholders kept: tags dropped, spaces collapsed. */
export function shownForm(text: string): string {
  return text.replace(TRANS_TAG, '').replace(/\s+/g, ' ').trim();
}

export function hasPlaceholders(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern of a text with placeholders (each matches any text), tags dropped. */
export function textPattern(text: string, anchored = true): RegExp {
  const source = shownForm(text)
    .split(PLACEHOLDER)
    .map(escapeRegExp)
    .join('.+?');
  return new RegExp(anchored ? `^${source}$` : source);
}

/** A text by its full key; throws, naming the key, when the catalogue lacks it. */
export function catalogueText(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = CATALOGUES[language].get(key);
  if (text === undefined) throw new Error(`The ${language} catalogues have no key '${key}'.`);
  return shownForm(text).replace(PLACEHOLDER, (placeholder) => {
    const name = placeholder.replace(/[{}\s]/g, '').split(',')[0]!;
    return name in params ? String(params[name]) : placeholder;
  });
}

/** Placeholder names made alike, so 'Results for {{year}}' and 'Results for {{}}' compare equal. */
const placeholdersAlike = (text: string) => shownForm(text).replace(PLACEHOLDER, '{{}}');

/** The keys whose English text is `english` (placeholders written as `{{}}` or named, plural forms included). */
export function keysOfEnglish(english: string): string[] {
  const wanted = placeholdersAlike(english);
  return [...CATALOGUES.en].filter(([, text]) => placeholdersAlike(text) === wanted).map(([key]) => key);
}

/**
 * What a screen reads in `language` where its English reads `english` — the SPEC's and today's
 * English, which the English catalogues hold unchanged. In English: that text (a pattern when it
 * has `{{}}` placeholders). In Spanish: a pattern matching the Spanish text of every key holding
 * that English (one English text may have two translations, e.g. a button and a field label).
 * Throws, naming the English, when no catalogue holds it: the screen is not translated yet.
 */
export function say(language: Language, english: string): string | RegExp {
  if (language === 'en') return hasPlaceholders(english) ? textPattern(english) : english;
  const keys = keysOfEnglish(english);
  const translations = [...new Set(keys.map((key) => CATALOGUES.es.get(key)).filter((text) => text !== undefined))];
  if (translations.length === 0) {
    throw new Error(`No Spanish catalogue text stands for the English '${english}' (keys: ${keys.join(', ') || 'none'}).`);
  }
  return new RegExp(`^(?:${translations.map((text) => textPattern(text).source.slice(1, -1)).join('|')})$`);
}

/** `say` for a language, the form page objects and journeys take. */
export type Say = (english: string) => string | RegExp;

export const sayIn =
  (language: Language): Say =>
  (english) =>
    say(language, english);
