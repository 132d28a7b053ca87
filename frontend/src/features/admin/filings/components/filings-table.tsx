import { useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { MultiSelectFilter } from '@/lib/ui/multi-select-filter';
import { SortableTable } from '@/lib/ui/sortable-table';
import { TablePages } from '@/lib/ui/table-pages';
import type { AdminFilingRow } from '../types';
import { filingColumns, NEWEST_FIRST } from './filing-columns';
import styles from './admin-filings.module.css';

/** Rows per page: a page stays quick to read and to render with 10,000 filings. */
export const FILINGS_PER_PAGE = 50;

type FilingsTableProps = {
  filings: AdminFilingRow[];
};

/**
 * The staff Filings table (SPEC 2.11): newest first, filtered by market and status, sortable by
 * its headers, fifty filings a page. Stacks into one card per filing on phones.
 */
export function FilingsTable({ filings }: FilingsTableProps) {
  const [sorting, setSorting] = useState<SortingState>(NEWEST_FIRST);
  const [markets, setMarkets] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: FILINGS_PER_PAGE });
  const marketOptions = useMemo(() => [...new Set(filings.map((f) => f.market))].sort(), [filings]);
  const statusOptions = useMemo(() => [...new Set(filings.map((f) => f.status))].sort(), [filings]);
  const columnFilters: ColumnFiltersState = [
    { id: 'market', value: markets },
    { id: 'status', value: statuses },
  ];

  const toFirstPage = () => setPagination((page) => ({ ...page, pageIndex: 0 }));

  const table = useReactTable({
    data: filings,
    columns: filingColumns,
    state: { sorting, columnFilters, pagination },
    // A new order or filter starts again at the first page; new data (after an import) keeps the page.
    onSortingChange: (updater) => {
      setSorting(updater);
      toFirstPage();
    },
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    // Headers sort A–Z on the first press; only Date starts newest first.
    sortDescFirst: false,
    getRowId: (filing) => String(filing.filingId),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const filterBy = (set: (chosen: string[]) => void) => (chosen: string[]) => {
    set(chosen);
    toFirstPage();
  };
  // Fewer filings than before (after an import) may leave the page past the end: show the last one.
  const pageCount = table.getPageCount();
  if (pageCount > 0 && pagination.pageIndex >= pageCount) setPagination({ ...pagination, pageIndex: pageCount - 1 });

  const matching = table.getFilteredRowModel().rows.length;
  const shown = table.getRowModel().rows.length;
  const first = pagination.pageIndex * pagination.pageSize + 1;

  return (
    <>
      <div className={styles.filters}>
        <MultiSelectFilter
          legend="Market"
          options={marketOptions}
          selected={markets}
          onChange={filterBy(setMarkets)}
        />
        <MultiSelectFilter
          legend="Status"
          options={statusOptions}
          selected={statuses}
          onChange={filterBy(setStatuses)}
        />
      </div>
      <p className={styles.summary} aria-live="polite">
        {matching === 0
          ? 'No filings match the chosen market and status.'
          : `Showing ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ` +
            `${matching.toLocaleString('en-US')} ${matching === filings.length ? '' : 'matching '}filings` +
            `${matching === filings.length ? '' : ` (${filings.length.toLocaleString('en-US')} in all)`}.`}
      </p>
      {matching > 0 && (
        <>
          <div className={styles.compactStack}>
            <SortableTable table={table} caption="Filings" />
          </div>
          <TablePages
            label="Filings table pages"
            pageCount={table.getPageCount()}
            pageIndex={table.getState().pagination.pageIndex}
            onPageChange={(pageIndex) => table.setPageIndex(pageIndex)}
          />
        </>
      )}
    </>
  );
}
