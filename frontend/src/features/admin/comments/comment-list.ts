import type { ModeratedComment } from './types';

/**
 * SPEC 5.4: the Comments screen lists only comments that have both a creation date and
 * a filing. The contract promises both, but a comment without them could be neither
 * sorted by date nor traced to a filing, so it is left out rather than shown half-empty.
 */
export function listedComments(comments: readonly ModeratedComment[]): ModeratedComment[] {
  return comments.filter((comment) => Boolean(comment.dateCreated) && isPresent(comment.filingKey));
}

function isPresent(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

const US_DATE_TIME = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?\s*$/;

/**
 * A `dateCreatedAsString` ('MM/DD/YYYY', optionally followed by 'hh:mm AM/PM') as a number
 * that sorts as the dates do (SPEC 9: the Date column sorts as dates, not as text, so that
 * '02/01/2027' comes after '12/31/2026'). Text that is no such date gives -Infinity: last
 * when newest come first.
 */
export function commentDateOrder(dateCreatedAsString: string): number {
  const match = US_DATE_TIME.exec(dateCreatedAsString);
  if (!match) return Number.NEGATIVE_INFINITY;
  const [, month, day, year, hour = '0', minute = '0', second = '0', meridiem] = match;
  let hours = Number(hour);
  if (meridiem) {
    const pm = meridiem.toUpperCase() === 'PM';
    // 12:xx AM is just after midnight, 12:xx PM just after noon.
    hours = (hours % 12) + (pm ? 12 : 0);
  }
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day), hours, Number(minute), Number(second));
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
