import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/lib/i18n/i18n';
import { daysLeftToComment, formatDaysLeft, isOpenForComment } from './comment-countdown';

// SPEC 9 "Public comment period: 30 days while a filing is Submitted": a
// filing submitted on 2026-11-01 has a period starting 2026-11-01T00:00Z and closing 30 days
// later, at 2026-12-01T00:00Z (the server's CommentPeriod, in UTC).
const CLOSES_AT = '2026-12-01T00:00:00Z';
const at = (iso: string) => new Date(iso);

describe('daysLeftToComment', () => {
  it('counts 30 days on the day of submission', () => {
    expect(daysLeftToComment(CLOSES_AT, at('2026-11-01T00:00:00Z'))).toBe(30);
    expect(daysLeftToComment(CLOSES_AT, at('2026-11-01T23:59:59Z'))).toBe(30);
  });

  it('counts one day left on the last UTC day, to its final millisecond', () => {
    expect(daysLeftToComment(CLOSES_AT, at('2026-11-30T00:00:00Z'))).toBe(1);
    expect(daysLeftToComment(CLOSES_AT, at('2026-11-30T23:59:59.999Z'))).toBe(1);
    expect(daysLeftToComment(CLOSES_AT, at('2026-11-29T23:59:59.999Z'))).toBe(2);
  });

  it('has no days left from the closing instant on, as the server refuses comments then', () => {
    expect(daysLeftToComment(CLOSES_AT, at('2026-12-01T00:00:00Z'))).toBeNull();
    expect(daysLeftToComment(CLOSES_AT, at('2027-01-15T12:00:00Z'))).toBeNull();
  });

  it('counts in UTC, the server’s time zone, not the visitor’s', () => {
    // 7 PM on November 30 in New York is already December 1 in UTC: the period has closed.
    expect(daysLeftToComment(CLOSES_AT, at('2026-11-30T19:00:00-05:00'))).toBeNull();
    // 6 PM on November 30 in New York is still November 30 in UTC (23:00): the last day.
    expect(daysLeftToComment(CLOSES_AT, at('2026-11-30T18:00:00-05:00'))).toBe(1);
    // 8 AM on November 30 in Tokyo is still November 29 in UTC: two days left.
    expect(daysLeftToComment(CLOSES_AT, at('2026-11-30T08:00:00+09:00'))).toBe(2);
  });

  it('has no countdown when no period runs or the instant cannot be read', () => {
    expect(daysLeftToComment(null, at('2026-11-15T00:00:00Z'))).toBeNull();
    expect(daysLeftToComment(undefined, at('2026-11-15T00:00:00Z'))).toBeNull();
    expect(daysLeftToComment('not a time', at('2026-11-15T00:00:00Z'))).toBeNull();
  });

  describe('whatever time zone the browser runs in', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['America/New_York', 'Pacific/Honolulu', 'Asia/Tokyo', 'UTC'])('gives the same days in %s', (zone) => {
      process.env.TZ = zone;
      expect(daysLeftToComment(CLOSES_AT, at('2026-11-30T12:00:00Z'))).toBe(1);
      expect(daysLeftToComment(CLOSES_AT, at('2026-11-18T01:00:00Z'))).toBe(13);
    });
  });
});

describe('isOpenForComment', () => {
  it('is open up to, and not at, the closing instant', () => {
    expect(isOpenForComment(CLOSES_AT, at('2026-11-30T23:59:59.999Z'))).toBe(true);
    expect(isOpenForComment(CLOSES_AT, at('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isOpenForComment(null, at('2026-11-15T00:00:00Z'))).toBe(false);
  });
});

describe('formatDaysLeft', () => {
  it('says days, and day for one', () => {
    const t = i18n.getFixedT('en', 'filing');
    expect(formatDaysLeft(12, t)).toBe('12 days left to comment');
    expect(formatDaysLeft(1, t)).toBe('1 day left to comment');
  });

  it('says them in Spanish with Spanish plural forms', async () => {
    await loadLanguage('es');
    const t = i18n.getFixedT('es', 'filing');
    expect(formatDaysLeft(12, t)).toBe('Quedan 12 días para comentar');
    expect(formatDaysLeft(1, t)).toBe('Queda 1 día para comentar');
  });
});
