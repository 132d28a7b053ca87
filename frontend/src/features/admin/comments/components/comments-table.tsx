import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ColumnFiltersState, PaginationState } from '@tanstack/react-table';
import { Button } from '@trussworks/react-uswds';
import { MultiSelectFilter } from '@/lib/ui/multi-select-filter';
import { SearchBox } from '@/lib/ui/search-box';
import { SortableTable } from '@/lib/ui/sortable-table';
import { commentsCsv, commentsCsvFileName } from '../comments-csv';
import { downloadTextFile } from '@/lib/download-file';
import { formatCount } from '@/lib/format';
import type { ModeratedComment } from '../types';
import { NEWEST_COMMENTS_FIRST, STATUS_COLUMN_ID, commentColumns, type ViewComment } from './comment-columns';
import { TablePages, usePagedSortableTable } from '@/lib/ui/table-pages';
import styles from './comments-table.module.css';

/** Comments per page: the large data set has some 11,000, more than a page can hold. */
export const COMMENTS_PER_PAGE = 50;

type CommentsTableProps = {
  /** The comments SPEC 5.4 lets the screen list. */
  comments: ModeratedComment[];
  onView: ViewComment;
};

/**
 * The Comments table (SPEC 2.16): a text search, the Status multi-select filter, the
 * 'Download comments' button, and the sortable table, newest first, 50 comments a page.
 * Stacks into one card per comment on phones.
 */
export function CommentsTable({ comments, onView }: CommentsTableProps) {
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [search, setSearch] = useState('');
  // Typing stays quick while thousands of comments are searched behind it.
  const deferredSearch = useDeferredValue(search);
  const searched = useSearchedComments(comments, deferredSearch);
  const columns = useMemo(() => commentColumns(onView), [onView]);
  const statuses = useMemo(() => statusOptions(comments), [comments]);
  const selectedStatuses = (columnFilters.find((filter) => filter.id === STATUS_COLUMN_ID)?.value as string[]) ?? [];

  // Moderating a comment reloads the list: the moderator stays on the page they were on.
  const { table, pagination, setPagination, toFirstPage } = usePagedSortableTable({
    data: searched,
    columns,
    getRowId: (comment) => String(comment.commentKey),
    initialSorting: NEWEST_COMMENTS_FIRST,
    pageSize: COMMENTS_PER_PAGE,
    columnFilters,
  });
  const matching = table.getPrePaginationRowModel().rows;
  const pageCount = table.getPageCount();
  useKeepPageInRange(pageCount, pagination.pageIndex, setPagination);

  const download = () => {
    const file = commentsCsv(matching.map((row) => row.original));
    downloadTextFile(file, commentsCsvFileName());
  };
  const chooseStatuses = (selected: string[]) => {
    setColumnFilters(selected.length ? [{ id: STATUS_COLUMN_ID, value: selected }] : []);
    toFirstPage();
  };

  const first = pagination.pageIndex * pagination.pageSize + 1;
  const last = Math.min(matching.length, first + pagination.pageSize - 1);

  return (
    <>
      <div className={styles.download}>
        <Button type="button" outline onClick={download} aria-describedby="download-comments-hint">
          Download comments
        </Button>
        <p className="usa-hint margin-0" id="download-comments-hint">
          A CSV file of the comments listed below, as searched, filtered and sorted, every page.
        </p>
      </div>
      <div className={styles.filters}>
        <SearchBox
          id="comment-search"
          label="Search comments"
          hint="Words of the comment, or the filing tracking number"
          labelClassName="margin-top-0"
          className={styles.search}
          value={search}
          onChange={(text) => {
            setSearch(text);
            toFirstPage();
          }}
        />
        <MultiSelectFilter legend="Status" options={statuses} selected={selectedStatuses} onChange={chooseStatuses} />
      </div>
      <p aria-live="polite" className="margin-bottom-1">
        {matching.length === 0
          ? 'No comments match the search and the Status filter. Clear the search or show every status.'
          : `Showing ${count(first)}–${count(last)} of ${formatCount(matching.length, { one: 'comment', other: 'comments' })}.`}
      </p>
      <SortableTable table={table} caption="Comments" />
      <TablePages
        label="Comments pages"
        pageCount={pageCount}
        pageIndex={pagination.pageIndex}
        onPageChange={(pageIndex) => setPagination((current) => ({ ...current, pageIndex }))}
      />
    </>
  );
}

/** A count as people write it: '11,000'. */
function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** The statuses among the comments, in the order of their status numbers (Pending, Published, …). */
function statusOptions(comments: readonly ModeratedComment[]): string[] {
  const byCode = new Map<string, number>();
  for (const comment of comments) {
    if (!byCode.has(comment.statusDesc)) byCode.set(comment.statusDesc, comment.status);
  }
  return [...byCode.entries()].sort((a, b) => a[1] - b[1]).map(([desc]) => desc);
}

/**
 * The comments whose text or filing tracking number holds every word of the search,
 * ignoring case. The lower-cased text is worked out once per list, not once per keystroke.
 */
function useSearchedComments(comments: ModeratedComment[], search: string): ModeratedComment[] {
  const haystacks = useMemo(
    () => comments.map((comment) => `${comment.commentary}\n${comment.filingSerffTrackNum}`.toLowerCase()),
    [comments],
  );
  return useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return comments;
    return comments.filter((_, index) => words.every((word) => haystacks[index]!.includes(word)));
  }, [comments, haystacks, search]);
}

/** After a reload or a filter leaves fewer pages, shows the last page there is rather than an empty one. */
function useKeepPageInRange(
  pageCount: number,
  pageIndex: number,
  setPagination: (update: (current: PaginationState) => PaginationState) => void,
): void {
  useEffect(() => {
    if (pageIndex > 0 && pageIndex >= pageCount) {
      setPagination((current) => ({ ...current, pageIndex: Math.max(0, pageCount - 1) }));
    }
  }, [pageCount, pageIndex, setPagination]);
}
