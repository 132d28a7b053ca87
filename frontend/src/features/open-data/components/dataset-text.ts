import { useCallback } from 'react';
import { useServerText } from '@/lib/ui/server-text';
import type { OpenDataColumn, OpenDataset } from '../types';

/** The catalogue group of a data set (`openData:datasets.{kind}`, `openData:columns.{kind}`) and its year. */
function kindOf(datasetId: string): { kind: string; year?: string } {
  const plans = /^plans-(\d{4})$/.exec(datasetId);
  return plans ? { kind: 'plans', year: plans[1] } : { kind: datasetId };
}

/**
 * The server's English texts of a data set (title, description, column meanings) in the language
 * chosen, where the catalogues know them; otherwise as the server wrote them.
 */
export function useDatasetText() {
  const { byKey } = useServerText('openData');
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
