import { useEffect, useRef, useState } from 'react';
import {
  getFilteredRowModel,
  getPaginationRowModel,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
  type TableOptions,
} from '@tanstack/react-table';
import { Pagination } from '@trussworks/react-uswds';
import { useSortableTable } from './sortable-table';

type TablePagesProps = {
  /** Names the navigation landmark, e.g. 'Comments pages'. */
  label: string;
  pageCount: number;
  /** The page shown, counted from 0. */
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
};

/**
 * USWDS pagination for a table shown a page at a time: Previous, page numbers (the current
 * one marked aria-current) and Next, as buttons. When the button just pressed goes away
 * (Next on the last page but one), focus moves to the current page's number instead of
 * falling back to the top of the document. Nothing shows when everything fits on one page.
 */
export function TablePages({ label, pageCount, pageIndex, onPageChange }: TablePagesProps) {
  const navRef = useRef<HTMLElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const nav = navRef.current;
    if (nav && !nav.contains(document.activeElement)) {
      nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [pageIndex]);

  if (pageCount <= 1) return null;
  const go = (index: number) => {
    moved.current = true;
    onPageChange(Math.min(Math.max(index, 0), pageCount - 1));
  };
  return (
    <Pagination
      ref={navRef}
      aria-label={label}
      pathname=""
      totalPages={pageCount}
      currentPage={pageIndex + 1}
      onClickPrevious={() => go(pageIndex - 1)}
      onClickNext={() => go(pageIndex + 1)}
      onClickPageNumber={(_event, page) => go(page - 1)}
    />
  );
}

type PagedSortableTableOptions<Row> = Pick<TableOptions<Row>, 'data' | 'columns' | 'getRowId'> & {
  /** The order at first. */
  initialSorting: SortingState;
  pageSize: number;
  /** The filters of the columns. */
  columnFilters: ColumnFiltersState;
};

/**
 * A filterable SortableTable shown `pageSize` rows a page, from the first page. A new order
 * starts again at the first page, and so should a new filter (`toFirstPage`); new data (a
 * reload) keeps the page the person was on.
 */
export function usePagedSortableTable<Row>({ initialSorting, pageSize, columnFilters, ...options }: PagedSortableTableOptions<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const toFirstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const table = useSortableTable({
    ...options,
    state: { sorting, columnFilters, pagination },
    onSortingChange: (change) => {
      setSorting(change);
      toFirstPage();
    },
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  return { table, pagination, setPagination, toFirstPage };
}
