import { useState } from 'react';
import { chartTitle, useHistoryWords } from '../rate-history-labels';
import type { RateHistoryGroup } from '../types';
import { RateHistoryChart } from './rate-history-chart';
import { RateHistoryTable } from './rate-history-table';
import styles from './rate-history-chart.module.css';

export type RateHistoryFigureProps = {
  productName: string;
  group: RateHistoryGroup;
  /** The filing of the Rate Page the figure is on: highlighted. */
  currentFilingId?: number;
  /** The heading the figure is under: describes its toggle, among several on a page. */
  headingId: string;
};

/**
 * One rate history as a chart, or, with 'Show as table' pressed, as a table with the
 * same numbers; a figure named like both. This module and the chart library are loaded only by
 * the pages that show it (`React.lazy`), outside the public entry script.
 */
export default function RateHistoryFigure({ productName, group, currentFilingId, headingId }: RateHistoryFigureProps) {
  const [asTable, setAsTable] = useState(false);
  const words = useHistoryWords();
  return (
    <figure className={styles.figure} aria-label={chartTitle(productName, group, words)}>
      <button
        type="button"
        className="usa-button usa-button--outline margin-bottom-1"
        aria-pressed={asTable}
        aria-describedby={headingId}
        onClick={() => setAsTable((shown) => !shown)}
      >
        {words.t('figure.showAsTable')}
      </button>
      {asTable ? (
        <RateHistoryTable productName={productName} group={group} currentFilingId={currentFilingId} />
      ) : (
        <RateHistoryChart productName={productName} group={group} currentFilingId={currentFilingId} />
      )}
    </figure>
  );
}
