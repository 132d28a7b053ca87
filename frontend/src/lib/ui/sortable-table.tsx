import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Header,
  type Table,
  type TableOptions,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { sortsBy, TableSortSelect } from './table-sort-select';
import styles from './sortable-table.module.css';

type SortableTableProps<Row> = {
  /** A @tanstack/react-table instance; its sorted, filtered rows are shown. */
  table: Table<Row>;
  /** What the table lists ('Filings'), read by screen readers; the table adds how to sort it. */
  caption: string;
};

/**
 * The @tanstack/react-table instance a SortableTable shows: its rows sorted as `options.state`
 * says. A header's first press sorts A–Z, lowest or oldest first (a column may start otherwise,
 * as Date does, newest first); the next press reverses; none goes back to unsorted.
 */
export function useSortableTable<Row>(options: Omit<TableOptions<Row>, 'getCoreRowModel'>): Table<Row> {
  return useReactTable({
    enableSortingRemoval: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...options,
  });
}

/**
 * A USWDS table driven by @tanstack/react-table: headers of sortable columns are
 * buttons that tell their order through aria-sort. On phones it stacks into one
 * card per row (USWDS stacked table), each cell labelled with its column header,
 * so nothing scrolls sideways; the header row is hidden there, so a 'Sort by'
 * select above the cards sorts instead. Columns with the id `actions` never sort.
 */
export function SortableTable<Row>({ table, caption }: SortableTableProps<Row>) {
  const { t } = useTranslation('ui');
  return (
    <>
      <TableSortSelect table={table} tableName={caption} />
      <table className={`usa-table usa-table--stacked usa-table--borderless width-full ${styles.table}`}>
        {/*
          How to sort depends on the layout: CSS shows one of the two, and only that one is read.
          Each is whole: Chrome reads a space where a hidden part would have joined the two halves.
        */}
        <caption className="usa-sr-only">
          <span className={styles.headerHint}>{t('sortableTable.headerHint', { caption })}</span>
          <span className={styles.selectHint}>{t('sortableTable.selectHint', { caption })}</span>
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sortable one holds a button and tells its order through aria-sort. */
function SortableHeader<Row>({ header }: { header: Header<Row, unknown> }) {
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!sortsBy(header.column)) {
    return <th scope="col">{label}</th>;
  }
  const sorted = header.column.getIsSorted();
  return (
    // Only the sorted column carries aria-sort (WAI-ARIA APG; USWDS also highlights every th that has it).
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
      <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
        {label}
        <span className={styles.sortIcon} aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
