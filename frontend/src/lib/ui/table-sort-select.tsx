import { useId } from 'react';
import type { Column, Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import styles from './sortable-table.module.css';

type TableSortSelectProps<Row> = {
  table: Table<Row>;
  /** What the table lists ('Filings'): the select's description, telling one table's list from another's. */
  tableName: string;
};

/** A column the table can be sorted by: not the actions, and not one that opted out. */
export function sortsBy<Row>(column: Column<Row, unknown>): boolean {
  return column.getCanSort() && column.id !== 'actions';
}

/** `{columnId}:asc` or `{columnId}:desc`, the select's value for one order. */
const choiceValue = (columnId: string, desc: boolean) => `${columnId}:${desc ? 'desc' : 'asc'}`;

/**
 * The 'Sort by' select of a stacked table. On phones USWDS hides the header row, and with it
 * the header buttons; this select offers the same orders (every sortable column, each way,
 * the order its header gives first listed first) and sets the table's own sorting state, so
 * the two never disagree. Shown by CSS only while the table is stacked.
 */
export function TableSortSelect<Row>({ table, tableName }: TableSortSelectProps<Row>) {
  const { t } = useTranslation('ui');
  const id = useId();
  const descriptionId = useId();
  const columns = table.getAllLeafColumns().filter(sortsBy);
  // One row, or nothing to sort by: the control would only be noise.
  if (columns.length === 0 || table.getPrePaginationRowModel().rows.length < 2) return null;
  const [current] = table.getState().sorting;

  return (
    <div className={styles.sortSelect}>
      <label className="usa-label" htmlFor={id}>
        {t('sortableTable.sortBy')}
      </label>
      <select
        id={id}
        className="usa-select"
        aria-describedby={descriptionId}
        value={current ? choiceValue(current.id, current.desc) : ''}
        onChange={(event) => {
          const choice = event.target.value;
          const cut = choice.lastIndexOf(':');
          if (cut > 0) table.setSorting([{ id: choice.slice(0, cut), desc: choice.slice(cut + 1) === 'desc' }]);
        }}
      >
        {!current && <option value="">{t('sortableTable.notSorted')}</option>}
        {columns.flatMap((column) => {
          const header = String(column.columnDef.header);
          const firstDesc = column.getFirstSortDir() === 'desc';
          return [firstDesc, !firstDesc].map((desc) => (
            <option key={choiceValue(column.id, desc)} value={choiceValue(column.id, desc)}>
              {t(desc ? 'sortableTable.descending' : 'sortableTable.ascending', { header })}
            </option>
          ));
        })}
      </select>
      {/* Read, not shown: a referenced hidden element still gives its text. */}
      <span id={descriptionId} hidden>
        {tableName}
      </span>
    </div>
  );
}
