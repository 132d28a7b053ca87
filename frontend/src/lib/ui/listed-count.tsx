import { type EnglishNoun, formatCount } from '@/lib/format';

type ListedCountProps = {
  /** The rows the filters leave. */
  shown: number;
  total: number;
  /** What the rows are ({ one: 'user', other: 'users' }). */
  noun: EnglishNoun;
};

/** How many of a staff list's rows the filters leave ('3 of 12 users listed.', '1 user listed.'), unseen but announced as it changes. */
export function ListedCount({ shown, total, noun }: ListedCountProps) {
  return (
    <p className="usa-sr-only" aria-live="polite">
      {shown === total
        ? `${formatCount(total, noun)} listed.`
        : `${shown.toLocaleString('en-US')} of ${formatCount(total, noun)} listed.`}
    </p>
  );
}
