import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenDataColumn, OpenDataset } from '../types';

/** The catalogue group of a data set (`openData:datasets.{kind}`, `openData:columns.{kind}`) and its year. */
function kindOf(datasetId: string): { kind: string; year?: string } {
  const plans = /^plans-(\d{4})$/.exec(datasetId);
  return plans ? { kind: 'plans', year: plans[1] } : { kind: datasetId };
}

/** The interpolation values of a catalogue text ('Plan premiums {{year}}' takes `year`). */
type Params = Record<string, string | number>;

/**
 * A data set's texts (title, description, column meanings) in the language chosen, by the data
 * set's id and the column's name: in English as the server wrote them, in another language the
 * catalogue's text for that id or column (`openData:datasets.*`, `openData:columns.*`). A data set
 * or column the catalogue does not know is shown as the server wrote it.
 */
export function useDatasetText() {
  const { t, i18n } = useTranslation('openData');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const english = language.startsWith('en');
  const byKey = useCallback(
    (key: string, text: string, params: Params = {}): string => {
      if (english || typeof i18n.getResource(language, 'openData', key) !== 'string') return text;
      return t(key, params);
    },
    [t, i18n, language, english],
  );
  const title = useCallback(
    (dataset: OpenDataset) => {
      const { kind, year } = kindOf(dataset.id);
      return byKey(`datasets.${kind}.title`, dataset.title, year ? { year } : {});
    },
    [byKey],
  );
  const description = useCallback(
    (dataset: OpenDataset) => {
      const { kind, year } = kindOf(dataset.id);
      return byKey(`datasets.${kind}.description`, dataset.description, year ? { year } : {});
    },
    [byKey],
  );
  const meaning = useCallback(
    (datasetId: string, column: OpenDataColumn) =>
      byKey(`columns.${kindOf(datasetId).kind}.${column.name}`, column.description),
    [byKey],
  );
  return { title, description, meaning };
}
