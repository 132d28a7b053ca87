import { useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type Header,
  type SortingState,
} from '@tanstack/react-table';
import { Label, TextInput } from '@trussworks/react-uswds';
import type { RateRow } from '../types';
import { rateColumns } from './rate-columns';
import styles from './latest-rates-table.module.css';

/** SPEC 9: the latest rates are sorted by submission date, newest first. */
const DEFAULT_SORT: SortingState = [{ id: 'submissionDate', desc: true }];

type LatestRatesTableProps = {
  rates: RateRow[];
};

/**
 * The filterable, sortable Latest Rate Changes table (SPEC 2.7). Stacks into one
 * card per filing on phones (USWDS stacked table), so nothing scrolls sideways.
 */
export function LatestRatesTable({ rates }: LatestRatesTableProps) {
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORT);
  const [companyFilter, setCompanyFilter] = useState('');
  const table = useReactTable({
    data: rates,
    columns: rateColumns,
    state: { sorting, columnFilters: companyFilter ? [{ id: 'company', value: companyFilter }] : [] },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    // Headers sort A–Z / lowest first on the first press; only Date starts newest first.
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <>
      <div className={styles.filter}>
        <Label htmlFor="company-filter">Filter by company</Label>
        <TextInput
          id="company-filter"
          name="company-filter"
          type="search"
          value={companyFilter}
          onChange={(event) => setCompanyFilter(event.target.value)}
        />
      </div>
      <p className="usa-sr-only" aria-live="polite">
        {rows.length === rates.length
          ? `${rates.length} rate changes listed.`
          : `${rows.length} of ${rates.length} rate changes listed.`}
      </p>
      <table className={`usa-table usa-table--stacked usa-table--borderless width-full ${styles.table}`}>
        <caption className="usa-sr-only">Latest proposed rate changes; column headers with buttons sort the table.</caption>
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
          {rows.map((row) => (
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
      {rows.length === 0 && <p>No rate changes match “{companyFilter}”. Check the company name.</p>}
    </>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sortable one holds a button and tells its order through aria-sort. */
function SortableHeader({ header }: { header: Header<RateRow, unknown> }) {
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort() || header.column.id === 'actions') {
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
