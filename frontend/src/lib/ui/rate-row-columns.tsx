import type { ReactNode } from 'react';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { RateRow } from '@/lib/api/public-api';
import { formatIsoDate, formatRateChange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { identifierCell } from './identifier';
import { StatusBadge } from './status-badge';

/**
 * The columns that list a filing's public line (`RateRow`): the Latest Rate Changes
 * table (SPEC 2.7) and the Company Page's Rate Filing Data tables (SPEC 2.8) pick
 * from these, so a status, date or rate looks and sorts the same everywhere.
 */
const column = createColumnHelper<RateRow>();

/** The filing's status badge with what `below` adds under it (Latest Rates' countdown); sorts by the status text. */
export function statusColumnWith(below: (row: RateRow) => ReactNode) {
  return column.accessor((row) => row.stateStatus.displayStatus, {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <>
        <StatusBadge {...row.original.stateStatus} />
        {below(row.original)}
      </>
    ),
  });
}

/** The filing's status badge; sorts by its text. */
export const statusColumn = statusColumnWith(() => null);

/** Submission date; ISO text sorts as dates do. Newest first on the first click (SPEC 9). */
export const submissionDateColumn = column.accessor('submissionDate', {
  id: 'submissionDate',
  header: 'Date',
  sortingFn: 'basic',
  sortDescFirst: true,
  cell: ({ getValue }) => formatIsoDate(getValue()),
});

/** SPEC 9: filing tables start sorted by submission date, newest first. */
export const NEWEST_FIRST: SortingState = [{ id: 'submissionDate', desc: true }];

/** The rate-filing system's tracking number. */
export const trackingNumberColumn = column.accessor('filingSerffTrackNum', {
  id: 'trackingNumber',
  header: 'Tracking Number',
  cell: identifierCell,
});

/** The company; filterable by part of its name. */
export const companyColumn = column.accessor('companyName', {
  id: 'company',
  header: 'Company',
  filterFn: 'includesString',
});

/** The type of insurance. */
export const insuranceTypeColumn = column.accessor('toiDescriptor', { id: 'insuranceType', header: 'Insurance Type' });

/** The overall rate change in percent ('+' when positive, SPEC 9); unknown figures sort last. */
export const rateColumn = column.accessor((row) => row.companyRate.rateOverallRateImpact ?? undefined, {
  id: 'rate',
  header: 'Rate',
  sortingFn: 'basic',
  sortUndefined: 'last',
  cell: ({ getValue }) => formatRateChange(getValue()),
});

/** The link to the filing's Rate Page, named after its tracking number. */
export const detailsColumn = column.display({
  id: 'actions',
  header: 'Actions',
  cell: ({ row }) => {
    const rate = row.original;
    return (
      <Link to={paths.ratePage.href(rate)} aria-label={`Details for filing ${rate.filingSerffTrackNum}`}>
        Details
      </Link>
    );
  },
});
