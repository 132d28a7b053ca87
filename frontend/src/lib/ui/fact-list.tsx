import type { ReactNode } from 'react';
import { formatIsoDate, formatRateChange } from '@/lib/format';
import styles from './fact-list.module.css';

/** One line of a {@link FactList}: what it is and its value; `null` when the filing does not say. */
export type Fact = {
  term: string;
  value: ReactNode | null;
};

type FactListProps = {
  facts: Fact[];
};

/**
 * Facts as a description list (a filing's, a company's): the term beside its value on wider
 * screens, above it on phones. A missing value reads 'Not provided'.
 */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, value }) => (
        // A div around each pair is valid in a <dl> and keeps a term with its value when the layout changes.
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value ?? <NotProvided />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Shown for every empty value: a dash to the eye, 'Not provided' to a screen reader. */
export function NotProvided() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="usa-sr-only">Not provided</span>
    </>
  );
}

/** The text, or null when it is missing or blank, so that {@link FactList} shows it as not provided. */
export function textOrNull(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

/** An ISO date as MM/DD/YYYY, or null when missing. */
export function dateOrNull(isoDate: string | null | undefined): string | null {
  return isoDate ? formatIsoDate(isoDate) : null;
}

/** A count as people write it ('3,186'), or null when missing. */
export function countOrNull(count: number | null | undefined): string | null {
  return count === null || count === undefined ? null : count.toLocaleString('en-US');
}

/** A rate change as SPEC 9 writes it ('+4.424%'), or null when missing. */
export function percentOrNull(percent: number | null | undefined): string | null {
  return percent === null || percent === undefined || Number.isNaN(percent) ? null : formatRateChange(percent);
}
