import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A filing's market type, group market size or group market type ('Individual', 'Small Group',
 * 'Employer') in the language chosen. The API sends these as the rate-filing system's English
 * text with no code beside it (the database stores them as filed), so this is the one place the
 * SPA still matches English: a text is translated only when it is, ignoring case, one of the
 * English texts of the catalogue group (`ui:marketType`, `ui:groupMarketType`); anything else is
 * shown as sent. Null (shown as not provided) for an empty text.
 */
export function useMarketText() {
  const { t, i18n } = useTranslation('ui');
  return useCallback(
    (group: 'marketType' | 'groupMarketType', text: string | null | undefined): string | null => {
      if (!text?.trim()) return null;
      if (i18n.language === 'en') return text;
      const entries = i18n.getResource('en', 'ui', group) as Record<string, string> | undefined;
      const wanted = text.trim().toLowerCase();
      const key = Object.keys(entries ?? {}).find((name) => entries?.[name]?.toLowerCase() === wanted);
      return key ? t(`${group}.${key}`) : text;
    },
    [t, i18n],
  );
}

/** The interpolation values of a catalogue text ('Plan premiums {{year}}' takes `year`). */
type Params = Record<string, string | number>;

/**
 * A data set's title, description or column meaning in the language chosen. The data set's id and
 * column name would do as codes, but the test fixtures' texts differ from the server's, so this
 * still translates a text only when it is exactly the English catalogue text of `key` (with
 * `params`), and shows anything else as sent.
 */
export function useServerText(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  const byKey = useCallback(
    (key: string, text: string, params: Params = {}): string => {
      if (!i18n.exists(key, { ns: namespace, lng: 'en' })) return text;
      const english = i18n.getFixedT('en', namespace)(key, params);
      return english === text ? t(key, params) : text;
    },
    [t, i18n, namespace],
  );
  return { byKey };
}
