import { useEffect, useId, useMemo, useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { chartLayout, MARGIN, tooltipPosition, type ChartLayout } from '../chart-layout';
import {
  chartSummary,
  chartTitle,
  hasRequestedChange,
  pointLabel,
  useHistoryWords,
  type HistoryWords,
} from '../rate-history-labels';
import type { RateHistoryGroup } from '../types';
import { PointMarker } from './point-marker';
import { PointTooltip } from './point-tooltip';
import { RateHistoryLegend } from './rate-history-legend';
import { useElementWidth } from './use-element-width';
import styles from './rate-history-chart.module.css';

type RateHistoryChartProps = {
  productName: string;
  group: RateHistoryGroup;
  /** The filing of the Rate Page the chart is on: its point is highlighted. */
  currentFilingId?: number;
};

/**
 * A rate history chart: each filing's requested overall rate change by submission
 * date, coloured by status with the badges' colours. Two layers of the same size: the picture,
 * an `<svg role="img">` with a title and a description, and above it the points as keyboard
 * targets, each with its own name; a role="img" cannot hold focusable parts, so the targets
 * are not inside it. Hovering or focusing a point shows its tooltip; Escape hides it.
 */
export function RateHistoryChart({ productName, group, currentFilingId }: RateHistoryChartProps) {
  const id = useId();
  const words = useHistoryWords();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const layout = useMemo(() => chartLayout(group.filings, width, currentFilingId), [group.filings, width, currentFilingId]);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const activeIndex = hovered ?? focused;
  const active = activeIndex === null || dismissed ? undefined : layout.points[activeIndex];

  const show = (set: (index: number | null) => void, index: number | null) => {
    set(index);
    setDismissed(false);
  };
  // WCAG 1.4.13: Escape hides a tooltip wherever the focus is, without moving the pointer.
  const showing = active !== undefined;
  useEffect(() => {
    if (!showing) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showing]);
  const title = chartTitle(productName, group, words);

  return (
    <div className={styles.chart}>
      <div ref={ref} className={styles.plot} onMouseLeave={() => show(setHovered, null)}>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          width={layout.width}
          height={layout.height}
          className={styles.picture}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{chartSummary(group.filings, words, currentFilingId)}</desc>
          <ChartPicture layout={layout} words={words} />
        </svg>
        {layout.points.length > 0 && (
          <svg
            role="group"
            aria-label={words.t('chart.points', { title })}
            width={layout.width}
            height={layout.height}
            className={styles.targets}
          >
            <Group top={MARGIN.top} left={MARGIN.left}>
              {layout.points.map((point, index) => (
                <circle
                  key={point.filing.filingId}
                  role="img"
                  tabIndex={0}
                  aria-label={pointLabel(point.filing, point.current, words)}
                  className={styles.target}
                  cx={point.x}
                  cy={point.y}
                  r={point.current ? 15 : 12}
                  onMouseEnter={() => show(setHovered, index)}
                  onFocus={() => show(setFocused, index)}
                  onBlur={() => show(setFocused, null)}
                />
              ))}
            </Group>
          </svg>
        )}
        {active && <PointTooltip point={active} position={tooltipPosition(active, layout)} />}
      </div>
      <RateHistoryLegend
        statuses={group.filings.filter(hasRequestedChange).map((filing) => filing.stateStatus)}
        showsCurrent={layout.points.some((point) => point.current)}
      />
    </div>
  );
}

/** The picture: grid, axes, the zero line, the points and the 'This filing' label. */
function ChartPicture({ layout, words: { t, formats } }: { layout: ChartLayout; words: HistoryWords }) {
  const { innerWidth, innerHeight, xScale, yScale, yearTicks, changeTicks, zeroY, points } = layout;
  return (
    <Group top={MARGIN.top} left={MARGIN.left}>
      <text x={-MARGIN.left} y={-MARGIN.top + 14} className={styles.axisTitle}>
        {t('chart.yAxis')}
      </text>
      {changeTicks.map((tick) => (
        <line key={tick} x1={0} x2={innerWidth} y1={yScale(tick)} y2={yScale(tick)} className={styles.gridLine} />
      ))}
      <line x1={0} x2={innerWidth} y1={zeroY} y2={zeroY} className={styles.zeroLine} />
      <AxisLeft
        scale={yScale}
        tickValues={changeTicks}
        tickFormat={(value) => formats.rateChange(Number(value))}
        stroke="#565c65"
        tickStroke="#565c65"
        tickLabelProps={{ className: styles.tickLabel, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' }}
      />
      <AxisBottom
        top={innerHeight}
        scale={xScale}
        tickValues={yearTicks}
        tickFormat={(value) => String((value instanceof Date ? value : new Date(Number(value))).getUTCFullYear())}
        stroke="#565c65"
        tickStroke="#565c65"
        tickLabelProps={{ className: styles.tickLabel, textAnchor: 'middle' }}
        label={t('chart.xAxis')}
        labelClassName={styles.axisTitle}
        labelOffset={14}
      />
      {points.map(({ filing, x, y, current }) => (
        <PointMarker key={filing.filingId} x={x} y={y} colour={filing.stateStatus.colour} current={current} />
      ))}
      {points
        .filter((point) => point.current)
        .map((point) => (
          <text
            key="current"
            x={Math.min(Math.max(point.x, 36), innerWidth - 36)}
            y={point.y < 24 ? point.y + 28 : point.y - 16}
            textAnchor="middle"
            className={styles.currentLabel}
          >
            {t('chart.thisFiling')}
          </text>
        ))}
    </Group>
  );
}
