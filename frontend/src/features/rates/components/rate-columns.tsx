import { daysLeftToComment } from '@/lib/comment-countdown';
import { DaysLeftToComment } from '@/lib/days-left-to-comment';
import type { RateRowColumns } from '@/lib/ui/rate-row-columns';
import type { RateRow } from '../types';
import styles from './latest-rates-table.module.css';

/** Under a filing's badge while its comment period is open at `now`: the days left. */
function countdownAt(now: Date) {
  return (row: RateRow) => {
    const daysLeft = daysLeftToComment(row.commentPeriodClosesAt, now);
    return (
      daysLeft !== null && (
        <span className={styles.countdown}>
          <DaysLeftToComment days={daysLeft} />
        </span>
      )
    );
  };
}

/**
 * The columns of the Latest Rate Changes table (SPEC 2.7), in their order, picked from `columns`
 * (the shared filing-line columns in the language shown). `commentClock` is the time the
 * countdowns are counted at, or null while public commenting is switched off (no countdown to a
 * comment nobody can send).
 */
export function rateColumns(columns: RateRowColumns, commentClock: Date | null) {
  return [
    commentClock ? columns.statusWith(countdownAt(commentClock)) : columns.status,
    columns.submissionDate,
    columns.company,
    columns.insuranceType,
    columns.rate,
    columns.details,
  ];
}
