import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, chartLayout, changeDomain, MARGIN, MIN_WIDTH, tooltipPosition, utcDate, yearTicks } from './chart-layout';
import type { RateHistoryFiling } from './types';

function filing(filingId: number, submissionDate: string, rate: number | null): RateHistoryFiling {
  return {
    filingId,
    companyProductPk: 3,
    companyPk: 7,
    toiId: 2,
    filingSerffTrackNum: `BLHP-13000000${filingId}`,
    submissionDate,
    effImpDateReqNew: null,
    stateStatus: { displayStatus: 'Accepted', colour: 'green', popover: null },
    companyRate: { rateOverallRateImpact: rate, rateMinChange: null, rateMaxChange: null, rateAffPolicyHolder: null },
  };
}

const years = (ticks: Date[]) => ticks.map((tick) => tick.getUTCFullYear());

describe('rate history chart layout', () => {
  it('reads a calendar date as the start of that day in UTC, whatever the time zone', () => {
    expect(utcDate('2025-03-05').toISOString()).toBe('2025-03-05T00:00:00.000Z');
  });

  it('ticks every year that fits, else every second or third year from the first', () => {
    expect(years(yearTicks(2021, 2025, 10))).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(years(yearTicks(2016, 2026, 5))).toEqual([2016, 2019, 2022, 2025]);
    expect(years(yearTicks(2020, 2027, 4))).toEqual([2020, 2022, 2024, 2026]);
  });

  it('keeps 0% in the change axis, and gives an all-zero history room around it', () => {
    expect(changeDomain([3, 12])).toEqual([0, 12]);
    expect(changeDomain([-4, -1])).toEqual([-4, 0]);
    expect(changeDomain([-2, 5])).toEqual([-2, 5]);
    expect(changeDomain([0, 0])).toEqual([-1, 1]);
    expect(changeDomain([])).toEqual([-1, 1]);
  });

  it('places each filing with a change by date and change, higher changes higher up; others are not drawn', () => {
    const layout = chartLayout(
      [filing(1, '2023-01-01', -2), filing(2, '2024-07-02', null), filing(3, '2024-07-02', 8), filing(4, '2025-12-31', 4)],
      640,
      3,
    );

    expect(layout.width).toBe(640);
    expect(layout.height).toBe(CHART_HEIGHT);
    expect(layout.innerWidth).toBe(640 - MARGIN.left - MARGIN.right);
    expect(layout.points.map((point) => point.filing.filingId)).toEqual([1, 3, 4]);
    expect(layout.points.map((point) => point.current)).toEqual([false, true, false]);
    const [oldest, middle, newest] = layout.points;
    // The axis runs from New Year 2023 to New Year 2026: the first filing on its left edge.
    expect(oldest?.x).toBe(0);
    expect(years(layout.yearTicks)).toEqual([2023, 2024, 2025, 2026]);
    expect(layout.xScale(utcDate('2026-01-01'))).toBe(layout.innerWidth);
    expect(middle!.x).toBeGreaterThan(oldest!.x);
    expect(newest!.x).toBeGreaterThan(middle!.x);
    expect(newest!.x).toBeLessThan(layout.innerWidth);
    // Up is more: +8% above +4% above 0% above -2%.
    expect(middle!.y).toBeLessThan(newest!.y);
    expect(newest!.y).toBeLessThan(layout.zeroY);
    expect(layout.zeroY).toBeLessThan(oldest!.y);
    // Every point lies within the plotting area, and the ticks cover both ends.
    for (const point of layout.points) {
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(layout.innerHeight);
    }
    expect(Math.min(...layout.changeTicks)).toBeLessThanOrEqual(-2);
    expect(Math.max(...layout.changeTicks)).toBeGreaterThanOrEqual(8);
  });

  it('draws no narrower than a small phone allows, and thins the year ticks to fit', () => {
    const filings = Array.from({ length: 12 }, (_, i) => filing(i + 1, `${2014 + i}-06-01`, i));

    const narrow = chartLayout(filings, 120);
    const wide = chartLayout(filings, 1200);

    expect(narrow.width).toBe(MIN_WIDTH);
    expect(narrow.yearTicks.length).toBeLessThan(wide.yearTicks.length);
    expect(years(wide.yearTicks)).toEqual(Array.from({ length: 13 }, (_, i) => 2014 + i));
  });

  it('keeps a tooltip inside the drawing: anchored left, centred or right by the third the point is in, above or below it', () => {
    const layout = { width: 390, height: CHART_HEIGHT };

    expect(tooltipPosition({ x: 10, y: 150 }, layout)).toEqual({
      left: MARGIN.left + 10 - 12,
      bottom: CHART_HEIGHT - (MARGIN.top + 150) + 12,
      centred: false,
    });
    expect(tooltipPosition({ x: 150, y: 10 }, layout)).toEqual({ left: MARGIN.left + 150, top: MARGIN.top + 10 + 12, centred: true });
    expect(tooltipPosition({ x: 300, y: 10 }, layout)).toEqual({ right: 390 - (MARGIN.left + 300) - 12, top: MARGIN.top + 10 + 12, centred: false });
  });
});
