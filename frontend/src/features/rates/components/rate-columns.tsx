import { daysLeftToComment } from '@/lib/comment-countdown';
import { DaysLeftToComment } from '@/lib/days-left-to-comment';
import {
  companyColumn,
  detailsColumn,
  insuranceTypeColumn,
  rateColumn,
  statusColumn,
  statusColumnWith,
  submissionDateColumn,
} from '@/lib/ui/rate-row-columns';
import type { RateRow } from '../types';
import styles from './latest-rates-table.module.css';

/** Under a filing's badge while its comment period is open at `now`: the days left (issue 20 item 4). */
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
 * The columns of the Latest Rate Changes table (SPEC 2.7), in their order. `commentClock` is the
 * time the countdowns are counted at, or null while public commenting is switched off (no
 * countdown to a comment nobody can send).
 */
export function rateColumns(commentClock: Date | null) {
  return [
    commentClock ? statusColumnWith(countdownAt(commentClock)) : statusColumn,
    submissionDateColumn,
    companyColumn,
    insuranceTypeColumn,
    rateColumn,
    detailsColumn,
  ];
}
