import { useMemo, useState } from 'react';
import type { ColumnFiltersState } from '@tanstack/react-table';
import { formatCount } from '@/lib/format';
import { MultiSelectFilter } from '@/lib/ui/multi-select-filter';
import { SortableTable } from '@/lib/ui/sortable-table';
import { TablePages, usePagedSortableTable } from '@/lib/ui/table-pages';
import type { AdminFilingRow } from '../types';
import { filingColumns, NEWEST_FIRST } from './filing-columns';
import styles from './admin-filings.module.css';

const FILING = { one: 'filing', other: 'filings' };
const MATCHING_FILING = { one: 'matching filing', other: 'matching filings' };

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
  const [markets, setMarkets] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>([]);
  const marketOptions = useMemo(() => [...new Set(filings.map((f) => f.market))].sort(), [filings]);
  const statusOptions = useMemo(() => [...new Set(filings.map((f) => f.status))].sort(), [filings]);
  const columnFilters: ColumnFiltersState = [
    { id: 'market', value: markets },
    { id: 'status', value: statuses },
  ];

  // A new order or filter starts again at the first page; new data (after an import) keeps the page.
  const { table, pagination, setPagination, toFirstPage } = usePagedSortableTable({
    data: filings,
    columns: filingColumns,
    getRowId: (filing) => String(filing.filingId),
    initialSorting: NEWEST_FIRST,
    pageSize: FILINGS_PER_PAGE,
    columnFilters,
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
            `${formatCount(matching, matching === filings.length ? FILING : MATCHING_FILING)}` +
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
