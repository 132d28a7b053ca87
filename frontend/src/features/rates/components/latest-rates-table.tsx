import { useMemo, useState } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { Label, TextInput } from '@trussworks/react-uswds';
import { NEWEST_FIRST } from '@/lib/ui/rate-row-columns';
import { SortableTable } from '@/lib/ui/sortable-table';
import type { RateRow } from '../types';
import { rateColumns } from './rate-columns';
import styles from './latest-rates-table.module.css';

/** SPEC 9: the latest rates are sorted by submission date, newest first. */
const DEFAULT_SORT = NEWEST_FIRST;

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
  // One filter array per filter text: a new array on every render would make the table reset its state.
  const columnFilters = useMemo(() => (companyFilter ? [{ id: 'company', value: companyFilter }] : []), [companyFilter]);
  const table = useReactTable({
    data: rates,
    columns: rateColumns,
    state: { sorting, columnFilters },
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
      <SortableTable table={table} caption="Latest proposed rate changes" />
      {rows.length === 0 && <p>No rate changes match “{companyFilter}”. Check the company name.</p>}
    </>
  );
}
