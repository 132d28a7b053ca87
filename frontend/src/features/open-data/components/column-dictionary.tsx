import { Fragment } from 'react';
import type { OpenDataColumn, OpenDataColumnType } from '../types';
import styles from './open-data.module.css';

/** What each column type means to someone opening the file. */
const TYPE_NAMES: Record<OpenDataColumnType, string> = {
  text: 'Text',
  integer: 'Whole number',
  decimal: 'Decimal number',
  date: 'Date (YYYY-MM-DD)',
  'date-time': 'Date and time (ISO 8601)',
  url: 'Web address',
};

type ColumnDictionaryProps = {
  /** The data set's title, named in the table's caption. */
  datasetTitle: string;
  columns: OpenDataColumn[];
};

/**
 * A data set's dictionary: each column's name, type and meaning. Closed by default (a native
 * disclosure, which keyboards and screen readers know) so the page stays short; on phones the
 * table stacks into one card per column.
 */
export function ColumnDictionary({ datasetTitle, columns }: ColumnDictionaryProps) {
  return (
    <details className={styles.columns}>
      <summary className={styles.summary}>Columns in this file</summary>
      <table className={`usa-table usa-table--stacked usa-table--borderless width-full ${styles.columnsTable}`}>
        <caption>Columns of {datasetTitle}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.name}>
              <th scope="row" data-label="Name" className={styles.columnName}>
                <code>{breakableName(column.name)}</code>
              </th>
              <td data-label="Type">{TYPE_NAMES[column.type] ?? column.type}</td>
              <td data-label="Meaning">{column.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** A column name ('requested_rate_change') that may wrap after each underscore, not mid-word. */
function breakableName(name: string) {
  return name.split('_').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}
