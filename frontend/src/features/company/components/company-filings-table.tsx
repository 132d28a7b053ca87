import { useState } from 'react';
import { getCoreRowModel, getSortedRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import {
  detailsColumn,
  NEWEST_FIRST,
  rateColumn,
  statusColumn,
  submissionDateColumn,
  trackingNumberColumn,
} from '@/lib/ui/rate-row-columns';
import { SortableTable } from '@/lib/ui/sortable-table';
import type { RateRow } from '../types';

/** The columns of a Rate Filing Data table (SPEC 2.8), in their order. */
const companyFilingColumns = [trackingNumberColumn, submissionDateColumn, statusColumn, rateColumn, detailsColumn];

type CompanyFilingsTableProps = {
  /** The type of insurance the filings are of: the table's heading. */
  typeOfInsurance: string;
  filings: RateRow[];
};

/**
 * One type of insurance's filings on the Company Page, newest first (SPEC 9). Each
 * row's Details link is built from the row's own product, company and type, since
 * one table holds the filings of several products. Stacks into cards on phones.
 */
export function CompanyFilingsTable({ typeOfInsurance, filings }: CompanyFilingsTableProps) {
  const [sorting, setSorting] = useState<SortingState>(NEWEST_FIRST);
  const table = useReactTable({
    data: filings,
    columns: companyFilingColumns,
    state: { sorting },
    onSortingChange: setSorting,
    enableSortingRemoval: false,
    // Headers sort A–Z / lowest first on the first press; only Date starts newest first.
    sortDescFirst: false,
    getRowId: (filing) => `${filing.filingId}-${filing.companyProductPk}-${filing.companyPk}`,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    <>
      <h3>{typeOfInsurance}</h3>
      <SortableTable table={table} caption={`Rate filings for ${typeOfInsurance}`} />
    </>
  );
}
