type ListedCountProps = {
  /** The rows the filters leave. */
  shown: number;
  total: number;
  /** What the rows are, in the plural ('users'). */
  noun: string;
};

/** How many of a staff list's rows the filters leave ('3 of 12 users listed.'), unseen but announced as it changes. */
export function ListedCount({ shown, total, noun }: ListedCountProps) {
  return (
    <p className="usa-sr-only" aria-live="polite">
      {shown === total ? `${total} ${noun} listed.` : `${shown} of ${total} ${noun} listed.`}
    </p>
  );
}
