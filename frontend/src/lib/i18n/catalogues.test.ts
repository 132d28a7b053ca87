import { describe, expect, it } from 'vitest';
import type { ResourceLanguage } from 'i18next';
import { catalogueByNamespace } from './catalogue-files';

// Every public string is in both catalogues, with the same placeholders, and each
// language has the plural forms its own rules need.

const load = (files: Record<string, ResourceLanguage[string]>) => catalogueByNamespace(files);
const catalogues = {
  en: load(import.meta.glob<ResourceLanguage[string]>('../../locales/en/*.json', { eager: true, import: 'default' })),
  es: load(import.meta.glob<ResourceLanguage[string]>('../../locales/es/*.json', { eager: true, import: 'default' })),
};

/** Every text of a catalogue as 'namespace:dotted.key' → text. */
function texts(language: ResourceLanguage): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') found.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, inner);
    else throw new Error(`${prefix} is neither a text nor a group of texts`);
  };
  for (const [namespace, catalogue] of Object.entries(language)) walk(`${namespace}:`, catalogue);
  return found;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const english = texts(catalogues.en);
const spanish = texts(catalogues.es);

/** Texts that are the same words in both languages: names, codes and file formats. */
const SAME_IN_BOTH = /^[\s\d\W]*$|^(CSV|PDF|XLSX|JSON|Atom|RSS|HIOS ID|SERFF|ZIP|URL|Email|E-mail|OK|Total|Plan|Formulario|Local|Normal)$/;

describe('the English and Spanish catalogues', () => {
  it('have the same namespaces', () => {
    expect(Object.keys(catalogues.es).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it('have the same keys, plural forms aside', () => {
    const bases = (found: Map<string, string>) => [...new Set([...found.keys()].map(base))].sort();
    expect(bases(spanish)).toEqual(bases(english));
  });

  it.each([['en'], ['es']] as const)('give every plural text the forms %s needs', (language) => {
    const found = language === 'en' ? english : spanish;
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const families = new Set([...found.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(base));
    const missing = [...families].flatMap((family) =>
      needed.filter((category) => !found.has(`${family}_${category}`)).map((category) => `${family}_${category}`),
    );
    expect(missing).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const byBase = (found: Map<string, string>) => {
      const merged = new Map<string, Set<string>>();
      for (const [key, text] of found) {
        const set = merged.get(base(key)) ?? new Set<string>();
        placeholders(text).forEach((name) => name && name !== 'count' && set.add(name));
        merged.set(base(key), set);
      }
      return merged;
    };
    const en = byBase(english);
    const es = byBase(spanish);
    const differing = [...en].filter(([key, names]) => [...names].sort().join() !== [...(es.get(key) ?? [])].sort().join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('translate every text: no Spanish text is still the English one', () => {
    const untranslated = [...english].filter(([key, text]) => spanish.get(key) === text && !SAME_IN_BOTH.test(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...english, ...spanish].filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });
});
