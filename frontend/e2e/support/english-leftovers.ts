// What a Spanish screen still shows of the English catalogues, and any
// catalogue key shown in place of its text (a key missing from both catalogues shows as itself).
import type { Page } from '@playwright/test';
import { CATALOGUES, hasPlaceholders, NAMESPACES, shownForm, textPattern } from './catalogue-text';

/** Every text a visitor can see or hear on the page as it is now, one segment each. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const segments: string[] = [document.title];
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    // What is laid out, line by line (visually hidden screen-reader text included).
    segments.push(...document.body.innerText.split('\n'));
    // Each text node on its own, so a sentence beside a link is not hidden in a longer line.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) && shown(parent)) {
        segments.push(node.textContent ?? '');
      }
    }
    // Accessible names and hints a screen reader or a hover shows.
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) segments.push(value);
      }
    }
    // The choices of visible lists.
    for (const select of document.body.querySelectorAll('select')) {
      if (shown(select)) for (const option of select.options) segments.push(option.text);
    }
    return segments;
  }).then((segments) => [...new Set(segments.map((segment) => segment.replace(/\s+/g, ' ').trim()))].filter(Boolean));
}

type EnglishText = { key: string; english: string; pattern: RegExp | null; inside: RegExp | null };

/** Words (of three letters or more) a text has outside its placeholders. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}{3,}/gu) ?? [];

/**
 * The English texts a Spanish screen must not show: those whose Spanish differs or is missing,
 * leaving out pure numbers and punctuation. Texts with placeholders are patterns, kept only when
 * they have a word of their own. A text of four words or more also counts inside a longer line.
 */
function untranslatedEnglish(): EnglishText[] {
  const texts: EnglishText[] = [];
  for (const [key, raw] of CATALOGUES.en) {
    const english = shownForm(raw);
    const spanish = CATALOGUES.es.get(key);
    if (spanish !== undefined && shownForm(spanish) === english) continue;
    if (!/\p{L}/u.test(english.replace(/\{\{[^}]*\}\}/g, ''))) continue;
    const placeholders = hasPlaceholders(english);
    if (placeholders && words(english).length === 0) continue;
    const long = words(english).length >= 4;
    texts.push({
      key,
      english,
      pattern: placeholders ? textPattern(english) : null,
      inside: long ? textPattern(english, false) : null,
    });
  }
  return texts;
}

const ENGLISH = untranslatedEnglish();

/** Every key without its namespace ('header.menu', 'notProvided'). */
const BARE_KEYS = new Set([...CATALOGUES.en.keys(), ...CATALOGUES.es.keys()].map((key) => key.split(':')[1]!));

/** File names and web addresses look like dotted keys; these endings tell them apart. */
const NOT_A_KEY = /\.(csv|json|xlsx?|zip|pdf|atom|xml|html?|gov|com|org|net|us|io|edu)$/i;

/**
 * Whether a segment looks like a catalogue key shown in place of its text: `namespace:some.key`,
 * a dotted path of identifiers whose first part is a namespace or that is camelCased or deeper
 * than two parts, or any key the catalogues have.
 */
export function looksLikeKey(segment: string): boolean {
  if (BARE_KEYS.has(segment) && /[.A-Z_]/.test(segment)) return true;
  const namespaced = /^([a-z][\w-]*):([a-zA-Z][\w]*(?:\.[\w]+)*)$/.exec(segment);
  if (namespaced) return true;
  if (!/^[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z][\w]*)+$/.test(segment) || NOT_A_KEY.test(segment)) return false;
  const parts = segment.split('.');
  return NAMESPACES.has(parts[0]!) || /[A-Z_]/.test(segment) || parts.length > 2;
}

/** One finding of the walk: where, what, and which catalogue entry it is. */
export type Leftover = { where: string; text: string; why: string };

/** The leftovers among `segments`, seen at `where`. */
export function findLeftovers(where: string, segments: readonly string[]): Leftover[] {
  const found: Leftover[] = [];
  for (const text of segments) {
    if (/^[\d\s\p{P}\p{S}]*$/u.test(text)) continue;
    if (looksLikeKey(text)) {
      found.push({ where, text, why: 'looks like a catalogue key shown in place of its text' });
      continue;
    }
    for (const entry of ENGLISH) {
      const exact = entry.pattern ? entry.pattern.test(text) : text === entry.english;
      if (exact || entry.inside?.test(text)) {
        const spanish = CATALOGUES.es.get(entry.key);
        const why = spanish === undefined ? 'missing from the Spanish catalogue' : `Spanish: '${shownForm(spanish)}'`;
        found.push({ where, text, why: `English of ${entry.key} (${why})` });
        break;
      }
    }
  }
  return found;
}

/** The leftovers as one readable list, route by route. */
export function formatLeftovers(leftovers: readonly Leftover[]): string {
  if (leftovers.length === 0) return 'no English catalogue text and no key on any route';
  const lines = leftovers.map(({ where, text, why }) => `  ${where}: "${text}" — ${why}`);
  return `${leftovers.length} English text(s) or key(s) on Spanish screens:\n${lines.join('\n')}`;
}
