import { useMemo, useState } from 'react';
import { getFilteredRowModel, type SortingState } from '@tanstack/react-table';
import { Checkbox } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isOpenForComment } from '@/lib/comment-countdown';
import { NEWEST_FIRST, useRateRowColumns } from '@/lib/ui/rate-row-columns';
import { SearchBox } from '@/lib/ui/search-box';
import { SortableTable, useSortableTable } from '@/lib/ui/sortable-table';
import type { RateRow } from '../types';
import { rateColumns } from './rate-columns';
import styles from './latest-rates-table.module.css';

/** SPEC 9: the latest rates are sorted by submission date, newest first. */
const DEFAULT_SORT = NEWEST_FIRST;

/** The address's query that keeps only filings open for comment: /rates?comments=open. */
const OPEN_FOR_COMMENT = { name: 'comments', value: 'open' } as const;

type LatestRatesTableProps = {
  rates: RateRow[];
  /**
   * The time comment periods are counted at, or null while public commenting
   * is switched off: then no countdown and no 'open for comment' filter.
   */
  commentClock: Date | null;
};

/**
 * The filterable, sortable Latest Rate Changes table (SPEC 2.7). Stacks into one
 * card per filing on phones (USWDS stacked table), so nothing scrolls sideways.
 * While commenting is on, each open filing shows its days left to comment and the
 * table can be narrowed to those filings (kept in the address, so it can be shared).
 */
export function LatestRatesTable({ rates, commentClock }: LatestRatesTableProps) {
  const { t } = useTranslation('rates');
  const rowColumns = useRateRowColumns();
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORT);
  const [companyFilter, setCompanyFilter] = useState('');
  const [searchParams, setSearchParams] = useSearchParams();
  const openOnly = commentClock !== null && searchParams.get(OPEN_FOR_COMMENT.name) === OPEN_FOR_COMMENT.value;
  // The box and the list change in the frame of the click, not in a transition after it: a box that
  // stays blank while a phone filters the table reads as a missed tap.
  const setOpenOnly = (checked: boolean) =>
    setSearchParams(
      (params) => {
        if (checked) params.set(OPEN_FOR_COMMENT.name, OPEN_FOR_COMMENT.value);
        else params.delete(OPEN_FOR_COMMENT.name);
        return params;
      },
      { replace: true, flushSync: true },
    );
  const listed = useMemo(
    () => (openOnly && commentClock ? rates.filter((rate) => isOpenForComment(rate.commentPeriodClosesAt, commentClock)) : rates),
    [rates, openOnly, commentClock],
  );
  const columns = useMemo(() => rateColumns(rowColumns, commentClock), [rowColumns, commentClock]);
  // One filter array per filter text: a new array on every render would make the table reset its state.
  const columnFilters = useMemo(() => (companyFilter ? [{ id: 'company', value: companyFilter }] : []), [companyFilter]);
  const table = useSortableTable({
    data: listed,
    columns,
    state: { sorting, columnFilters },
    onSortingChange: setSorting,
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <>
      <div className={styles.filters}>
        <SearchBox
          id="company-filter"
          label={t('table.companyFilter')}
          className={styles.filter}
          value={companyFilter}
          onChange={setCompanyFilter}
        />
        {commentClock && (
          <Checkbox
            id="open-for-comment"
            name="open-for-comment"
            label={t('table.openOnly')}
            checked={openOnly}
            onChange={(event) => setOpenOnly(event.target.checked)}
          />
        )}
      </div>
      <p className="usa-sr-only" aria-live="polite">
        {rows.length === rates.length
          ? t('table.listed', { count: rates.length })
          : t('table.listedOf', { shown: rows.length, count: rates.length })}
      </p>
      <SortableTable table={table} caption={t('table.caption')} />
      {rows.length === 0 && <p>{t(nothingListed(companyFilter, openOnly), { company: companyFilter })}</p>}
    </>
  );
}

/** Why the table is empty, as the key of its text: the company filter, the 'open for comment' filter, or both. */
function nothingListed(companyFilter: string, openOnly: boolean): string {
  if (!companyFilter) return 'table.noneOpen';
  return openOnly ? 'table.noMatchOpen' : 'table.noMatch';
}
