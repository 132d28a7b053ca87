import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/lib/ui/status-badge';
import { legendStatuses } from '../rate-history-labels';
import type { StateStatus } from '../types';
import { PointMarker } from './point-marker';
import styles from './rate-history-chart.module.css';

type RateHistoryLegendProps = {
  /** The statuses of the drawn points (repeats allowed). */
  statuses: StateStatus[];
  /** Whether the page's own filing is among the points. */
  showsCurrent: boolean;
};

/** A point's mark, as a swatch of the legend. */
function Swatch({ colour, current = false }: { colour: string | null; current?: boolean }) {
  return (
    <svg width={24} height={24} aria-hidden="true" focusable="false" className={styles.swatch}>
      <PointMarker x={12} y={12} colour={colour} current={current} />
    </svg>
  );
}

/**
 * What the marks mean: each status drawn, as the same badge Latest Rates shows (its colour is
 * the points' colour, and a badge with a description opens it), and the mark of the page's own
 * filing.
 */
export function RateHistoryLegend({ statuses, showsCurrent }: RateHistoryLegendProps) {
  const { t } = useTranslation('rateHistory');
  const shown = legendStatuses(statuses);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.legend} aria-label={t('legend.label')}>
      {shown.map((status) => (
        <li key={status.displayStatus}>
          <Swatch colour={status.colour} />
          <StatusBadge {...status} />
        </li>
      ))}
      {showsCurrent && (
        <li>
          <Swatch colour={null} current />
          {t('legend.thisFiling')}
        </li>
      )}
    </ul>
  );
}
