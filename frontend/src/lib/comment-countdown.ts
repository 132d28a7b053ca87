import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The countdown to the end of a filing's public comment period.
 *
 * The server decides when a period closes (SPEC 9: 30 days from the submission date, starting
 * 00:00 UTC) and sends that instant, `closesAt`; a comment is accepted before it. Days are counted
 * as the server counts them, in UTC: on the period's last UTC day one day is left, whatever the
 * visitor's time zone. Only the clock is the browser's, so a cached answer can never keep a closed
 * period looking open.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An RFC 3339 instant as milliseconds, or null when there is none or it cannot be read. */
function instant(closesAt: string | null | undefined): number | null {
  if (!closesAt) return null;
  const ms = Date.parse(closesAt);
  return Number.isNaN(ms) ? null : ms;
}

/** Whether a comment made at `now` falls in the period that closes at `closesAt`. */
export function isOpenForComment(closesAt: string | null | undefined, now: Date): boolean {
  const closes = instant(closesAt);
  return closes !== null && now.getTime() < closes;
}

/**
 * Whole days left to comment at `now`: 1 on the period's last UTC day, 30 on the day of
 * submission; null when no period runs or it has closed.
 */
export function daysLeftToComment(closesAt: string | null | undefined, now: Date): number | null {
  const closes = instant(closesAt);
  if (closes === null || now.getTime() >= closes) return null;
  // The period closes at 00:00 UTC, so whole days before it are UTC calendar days.
  return Math.ceil((closes - now.getTime()) / DAY_MS);
}

/** A translation function of the `filing` namespace, as `useTranslation('filing')` gives it. */
type FilingT = (key: 'countdown.daysLeft', options: { count: number }) => string;

/**
 * '12 days left to comment', '1 day left to comment' in English; in another language its own
 * plural forms, from the `filing` catalogue `t` reads.
 */
export function formatDaysLeft(days: number, t: FilingT): string {
  return t('countdown.daysLeft', { count: days });
}

/** {@link formatDaysLeft} in the language the calling screen is shown in. */
export function useDaysLeftText(): (days: number) => string {
  const { t } = useTranslation('filing');
  return useCallback((days: number) => formatDaysLeft(days, t), [t]);
}

/** How often a page showing a countdown looks at the clock again. */
const TICK_MS = 60 * 1000;

/**
 * The time now, moved on every minute, so a page left open sees its countdown fall and a period
 * that closes while it is read close on screen too.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
