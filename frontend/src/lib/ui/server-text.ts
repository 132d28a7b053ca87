import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The interpolation values of a catalogue text ('Plan premiums {{year}}' takes `year`). */
type Params = Record<string, string | number>;

/**
 * Texts the server sends in English (a filing's status, a type of insurance, a data set's title),
 * shown in the language chosen (issue 21). A server text is translated only when it is exactly
 * the English catalogue text of a key: the catalogues then hold its translation. Anything else (a
 * status or name this site does not know) is shown as the server wrote it, so English stays
 * byte-identical to the server's words.
 */
export function useServerText(namespace: string) {
  const { t, i18n } = useTranslation(namespace);

  /** `text` in the chosen language when it is the English text of `key` (with `params`); else `text`. */
  const byKey = useCallback(
    (key: string, text: string, params: Params = {}): string => {
      if (!i18n.exists(key, { ns: namespace, lng: 'en' })) return text;
      const english = i18n.getFixedT('en', namespace)(key, params);
      return english === text ? t(key, params) : text;
    },
    [t, i18n, namespace],
  );

  /** `text` in the chosen language when it is one of the English texts of the catalogue group `group`. */
  const inGroup = useCallback(
    (group: string, text: string): string => {
      if (i18n.language === 'en') return text;
      const entries = i18n.getResource('en', namespace, group) as Record<string, string> | undefined;
      const wanted = text.trim().toLowerCase();
      const key = Object.keys(entries ?? {}).find((name) => entries?.[name]?.toLowerCase() === wanted);
      return key ? t(`${group}.${key}`) : text;
    },
    [t, i18n, namespace],
  );

  return { byKey, inGroup };
}
