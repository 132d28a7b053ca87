import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenDataColumn, OpenDataColumnType } from '../types';
import { useDatasetText } from './dataset-text';
import styles from './open-data.module.css';

/** What each column type means to someone opening the file: keys of `openData:columnTypes`. */
const TYPE_KEYS: Record<OpenDataColumnType, string> = {
  text: 'text',
  integer: 'integer',
  decimal: 'decimal',
  date: 'date',
  'date-time': 'dateTime',
  url: 'url',
};

type ColumnDictionaryProps = {
  /** The data set's id ('filings', 'plans-2027'): where the catalogues keep its columns' meanings. */
  datasetId: string;
  /** The data set's title, named in the table's caption. */
  datasetTitle: string;
  columns: OpenDataColumn[];
};

/**
 * A data set's dictionary: each column's name, type and meaning. Closed by default (a native
 * disclosure, which keyboards and screen readers know) so the page stays short; on phones the
 * table stacks into one card per column.
 */
export function ColumnDictionary({ datasetId, datasetTitle, columns }: ColumnDictionaryProps) {
  const { t } = useTranslation('openData');
  const { meaning } = useDatasetText();
  const typeName = (type: OpenDataColumnType) => {
    const key = TYPE_KEYS[type];
    return key ? t(`columnTypes.${key}`) : type;
  };
  return (
    <details className={styles.columns}>
      <summary className={styles.summary}>{t('dictionary.summary')}</summary>
      <table className={`usa-table usa-table--stacked usa-table--borderless width-full ${styles.columnsTable}`}>
        <caption>{t('dictionary.caption', { title: datasetTitle })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dictionary.name')}</th>
            <th scope="col">{t('dictionary.type')}</th>
            <th scope="col">{t('dictionary.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column.name}>
              <th scope="row" data-label={t('dictionary.name')} className={styles.columnName}>
                <code>{breakableName(column.name)}</code>
              </th>
              <td data-label={t('dictionary.type')}>{typeName(column.type)}</td>
              <td data-label={t('dictionary.meaning')}>{meaning(datasetId, column)}</td>
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
