import type { ReactNode } from 'react';
import type { CellContext } from '@tanstack/react-table';
import styles from './identifier.module.css';

/**
 * An identifier a person reads out or types: a tracking number, a company code, a UID.
 * It never wraps: 'LKHP-134567890' broken after its hyphen reads as two numbers. Browsers
 * must not translate it either.
 */
export function Identifier({ children }: { children: ReactNode }) {
  return (
    <span className={styles.identifier} translate="no">
      {children}
    </span>
  );
}

/** The cell of a table column whose value is an identifier. */
export function identifierCell<Row>({ getValue }: CellContext<Row, unknown>) {
  const value = getValue();
  return value === null || value === undefined ? null : <Identifier>{String(value)}</Identifier>;
}
