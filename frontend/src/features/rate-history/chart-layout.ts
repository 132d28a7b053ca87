import { scaleLinear, scaleUtc } from '@visx/scale';
import type { RateHistoryFiling } from './types';
import { hasRequestedChange } from './rate-history-labels';

/**
 * Where everything of a rate history chart goes, for a drawing `width` pixels wide:
 * x is the submission date on a time axis with a tick each New Year, y the requested overall
 * rate change in percent with zero always in view. Pure: the chart component only draws it.
 */

/** Height of the whole drawing, axes included. */
export const CHART_HEIGHT = 260;
/** Room around the plotting area for the axes, their labels and the 'This filing' label. */
export const MARGIN = { top: 32, right: 20, bottom: 44, left: 60 } as const;
/** Narrower than this the chart is drawn at this width (a 320 px phone still fits it). */
export const MIN_WIDTH = 260;
/** A year label needs about this much room. */
const PIXELS_PER_YEAR_TICK = 48;

/** A filing placed on the chart. */
export type PlottedPoint = {
  filing: RateHistoryFiling;
  x: number;
  y: number;
  /** The filing of the page the chart is on, drawn highlighted. */
  current: boolean;
};

export type ChartLayout = {
  width: number;
  height: number;
  /** The plotting area, inside the margins. */
  innerWidth: number;
  innerHeight: number;
  xScale: ReturnType<typeof scaleUtc<number>>;
  yScale: ReturnType<typeof scaleLinear<number>>;
  /** New Year of each labelled year, in time order. */
  yearTicks: Date[];
  /** Percents labelled on the y axis. */
  changeTicks: number[];
  /** The y of a 0% change. */
  zeroY: number;
  /** The filings with a requested change, in the order given (oldest first). */
  points: PlottedPoint[];
};

/** A calendar date 'YYYY-MM-DD' as the instant it starts in UTC, so no time zone moves it. */
export function utcDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const newYear = (year: number) => new Date(Date.UTC(year, 0, 1));

/**
 * New Year of every year from `first` to `last` inclusive, or of every second (third, …) year
 * counted from `first` when they would not fit in `maxTicks`.
 */
export function yearTicks(first: number, last: number, maxTicks: number): Date[] {
  const years = last - first + 1;
  const step = Math.max(1, Math.ceil(years / Math.max(1, maxTicks)));
  const ticks: Date[] = [];
  for (let year = first; year <= last; year += step) ticks.push(newYear(year));
  return ticks;
}

/** The y domain: every change and 0%, rounded out to whole ticks; ±1% when all are 0%. */
export function changeDomain(changes: number[]): [number, number] {
  const low = Math.min(0, ...changes);
  const high = Math.max(0, ...changes);
  if (low === high) return [-1, 1];
  return [low, high];
}

/** Lays out `filings` (oldest first) in a drawing `width` pixels wide. */
export function chartLayout(filings: RateHistoryFiling[], width: number, currentFilingId?: number): ChartLayout {
  const drawingWidth = Math.max(MIN_WIDTH, Math.floor(width));
  const innerWidth = drawingWidth - MARGIN.left - MARGIN.right;
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;
  const drawn = filings.filter(hasRequestedChange);

  const years = drawn.map((filing) => utcDate(filing.submissionDate).getUTCFullYear());
  const firstYear = years.length > 0 ? Math.min(...years) : new Date().getUTCFullYear();
  const lastYear = years.length > 0 ? Math.max(...years) : firstYear;
  // From the first New Year to the one after the last filing: each year is one span of the axis.
  const xScale = scaleUtc<number>({ domain: [newYear(firstYear), newYear(lastYear + 1)], range: [0, innerWidth] });
  const maxTicks = Math.floor(innerWidth / PIXELS_PER_YEAR_TICK) + 1;

  const changes = drawn.map((filing) => filing.companyRate.rateOverallRateImpact ?? 0);
  const yScale = scaleLinear<number>({ domain: changeDomain(changes), range: [innerHeight, 0], nice: 5 });

  return {
    width: drawingWidth,
    height: CHART_HEIGHT,
    innerWidth,
    innerHeight,
    xScale,
    yScale,
    yearTicks: yearTicks(firstYear, lastYear + 1, maxTicks),
    changeTicks: yScale.ticks(5),
    zeroY: yScale(0),
    points: drawn.map((filing) => ({
      filing,
      x: xScale(utcDate(filing.submissionDate)),
      y: yScale(filing.companyRate.rateOverallRateImpact ?? 0),
      current: filing.filingId === currentFilingId,
    })),
  };
}

/** How far a tooltip may be from the drawing's edge. */
const TOOLTIP_GAP = 12;

/**
 * Where a point's tooltip goes in the plot's box, as CSS offsets: above the point (below it
 * near the top), and anchored by its left edge, centre or right edge depending on which third
 * of the drawing the point is in, so that it never leaves the drawing (no sideways scroll).
 */
export function tooltipPosition(
  point: Pick<PlottedPoint, 'x' | 'y'>,
  layout: Pick<ChartLayout, 'width' | 'height'>,
): { left?: number; right?: number; top?: number; bottom?: number; centred: boolean } {
  const x = MARGIN.left + point.x;
  const y = MARGIN.top + point.y;
  const vertical = y < layout.height / 2 ? { top: y + TOOLTIP_GAP } : { bottom: layout.height - y + TOOLTIP_GAP };
  if (x < layout.width / 3) return { ...vertical, left: Math.max(0, x - TOOLTIP_GAP), centred: false };
  if (x > (layout.width * 2) / 3) return { ...vertical, right: Math.max(0, layout.width - x - TOOLTIP_GAP), centred: false };
  return { ...vertical, left: x, centred: true };
}
