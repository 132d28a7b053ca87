import panelStyles from '@/lib/ui/floating-panel.module.css';
import type { PlottedPoint } from '../chart-layout';
import { changeWithRange, implementationDate, statusName, useHistoryWords } from '../rate-history-labels';
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
  const words = useHistoryWords();
  const { t, formats } = words;
  return (
    <div aria-hidden="true" className={`${styles.tooltip} ${panelStyles.panel} ${centred ? styles.centred : ''}`} style={offsets}>
      <p className={styles.tooltipTitle}>
        {current ? t('tooltip.thisFiling', { trackingNumber: filing.filingSerffTrackNum }) : filing.filingSerffTrackNum}
      </p>
      <dl className={styles.tooltipFacts}>
        <dt>{t('tooltip.submitted')}</dt>
        <dd>{formats.isoDate(filing.submissionDate)}</dd>
        <dt>{t('tooltip.requestedChange')}</dt>
        <dd>{changeWithRange(filing, words)}</dd>
        <dt>{t('tooltip.status')}</dt>
        <dd>{statusName(filing, words)}</dd>
        <dt>{t('tooltip.implementationRequested')}</dt>
        <dd>{implementationDate(filing, words)}</dd>
      </dl>
    </div>
  );
}
