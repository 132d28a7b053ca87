import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatsFor, type Formats } from '@/lib/i18n/formats';
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
  const { t } = useTranslation('ui');
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="usa-sr-only">{t('factList.notProvided')}</span>
    </>
  );
}

/** The text, or null when it is missing or blank, so that {@link FactList} shows it as not provided. */
export function textOrNull(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

/** English formats, for the callers that pass none (the staff area stays English). */
const ENGLISH = formatsFor('en');

/** An ISO date as `formats` writes it (MM/DD/YYYY in English), or null when missing. */
export function dateOrNull(isoDate: string | null | undefined, formats: Formats = ENGLISH): string | null {
  return isoDate ? formats.isoDate(isoDate) : null;
}

/** A count as people write it ('3,186'), or null when missing. */
export function countOrNull(count: number | null | undefined, formats: Formats = ENGLISH): string | null {
  return count === null || count === undefined ? null : formats.number(count);
}

/** A rate change as SPEC 9 writes it ('+4.424%'), or null when missing. */
export function percentOrNull(percent: number | null | undefined, formats: Formats = ENGLISH): string | null {
  return percent === null || percent === undefined || Number.isNaN(percent) ? null : formats.rateChange(percent);
}
