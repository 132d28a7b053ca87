import { useDaysLeftText } from './comment-countdown';

/**
 * '12 days left to comment' in the language shown, for places that render a countdown from a
 * plain function (a table column's cell), so they follow a change of language by themselves.
 */
export function DaysLeftToComment({ days }: { days: number }) {
  return <>{useDaysLeftText()(days)}</>;
}
