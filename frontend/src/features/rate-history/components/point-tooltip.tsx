import { formatIsoDate } from '@/lib/format';
import panelStyles from '@/lib/ui/floating-panel.module.css';
import type { PlottedPoint } from '../chart-layout';
import { changeRange, implementationDate, requestedChange } from '../rate-history-labels';
import styles from './rate-history-chart.module.css';

type PointTooltipProps = {
  point: PlottedPoint;
  position: { left?: number; right?: number; top?: number; bottom?: number; centred: boolean };
};

/**
 * The tooltip of the hovered or focused point: the same facts as the point's accessible name,
 * laid out for the eye. Hidden from assistive technology, which has heard the name already.
 */
export function PointTooltip({ point, position }: PointTooltipProps) {
  const { filing, current } = point;
  const { centred, ...offsets } = position;
  const range = changeRange(filing);
  return (
    <div aria-hidden="true" className={`${styles.tooltip} ${panelStyles.panel} ${centred ? styles.centred : ''}`} style={offsets}>
      <p className={styles.tooltipTitle}>
        {current && 'This filing: '}
        {filing.filingSerffTrackNum}
      </p>
      <dl className={styles.tooltipFacts}>
        <dt>Submitted</dt>
        <dd>{formatIsoDate(filing.submissionDate)}</dd>
        <dt>Requested change</dt>
        <dd>
          {requestedChange(filing)}
          {range && ` (${range})`}
        </dd>
        <dt>Status</dt>
        <dd>{filing.stateStatus.displayStatus}</dd>
        <dt>Implementation requested</dt>
        <dd>{implementationDate(filing)}</dd>
      </dl>
    </div>
  );
}
