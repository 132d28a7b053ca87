import { createColumnHelper, type FilterFn, type SortingState } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatIsoDate } from '@/lib/format';
import { adminPaths } from '@/lib/paths';
import { Identifier } from '@/lib/ui/identifier';
import { includesAnyOf } from '@/lib/ui/multi-select-filter';
import { StatusBadge } from '@/lib/ui/status-badge';
import type { AdminFilingRow } from '../types';

const column = createColumnHelper<AdminFilingRow>();

/** A column filtered by a multi-select filter: the row's value is among the chosen ones. */
const anyOfChosen: FilterFn<AdminFilingRow> = (row, columnId, chosen: readonly string[] | undefined) =>
  includesAnyOf(row.getValue(columnId), chosen);

/** The tracking number, linked to the filing's details under its /admin/... address (SPEC 2.1, 2.11). */
const trackingNumberColumn = column.accessor('filingSerffTrackNum', {
  id: 'trackingNumber',
  header: 'Filing Tracking Number',
  cell: ({ row, getValue }) => (
    <Link to={adminPaths.filingDetails.adminHref(row.original.filingId)} className="usa-link">
      <Identifier>{getValue()}</Identifier>
    </Link>
  ),
});

/** Submission date; ISO text sorts as dates do. Newest first on the first press (SPEC 9). */
const submissionDateColumn = column.accessor('submissionDate', {
  id: 'submissionDate',
  header: 'Date',
  sortingFn: 'basic',
  sortDescFirst: true,
  cell: ({ getValue }) => formatIsoDate(getValue()),
});

/** Market type, e.g. Individual; filtered by the Market filter. */
const marketColumn = column.accessor('market', { id: 'market', header: 'Market', filterFn: anyOfChosen });

/**
 * The status as its coloured badge (SPEC 4.1), without the popover: fifty descriptions in a table
 * would only be noise to staff, who know them. Filtered by the Status filter.
 */
const statusColumn = column.accessor('status', {
  id: 'status',
  header: 'Status',
  filterFn: anyOfChosen,
  cell: ({ row }) => <StatusBadge {...row.original.stateStatus} />,
});

/** A button-styled link to the filing's details (SPEC 2.11 'Actions'), named after the filing. */
const actionsColumn = column.display({
  id: 'actions',
  header: 'Actions',
  cell: ({ row }) => (
    <Link
      to={adminPaths.filingDetails.adminHref(row.original.filingId)}
      className="usa-button usa-button--outline margin-right-0"
      aria-label={`Details for filing ${row.original.filingSerffTrackNum}`}
    >
      Details
    </Link>
  ),
});

/** The columns of the staff Filings table (SPEC 2.11), in their order. */
export const filingColumns = [trackingNumberColumn, submissionDateColumn, marketColumn, statusColumn, actionsColumn];

/** SPEC 2.11, 9: the admin filings start sorted by submission date, newest first. */
export const NEWEST_FIRST: SortingState = [{ id: 'submissionDate', desc: true }];
