import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatIsoDate, formatRateChange } from '@/lib/format';
import { paths } from '@/lib/paths';
import { StatusBadge } from '@/lib/ui/status-badge';
import type { RateRow } from '../types';

const column = createColumnHelper<RateRow>();

/** The columns of the Latest Rate Changes table (SPEC 2.7), in their order. */
export const rateColumns = [
  /** The filing's status badge; sorts by its text. */
  column.accessor((row) => row.stateStatus.displayStatus, {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge {...row.original.stateStatus} />,
  }),
  /** Submission date; ISO text sorts as dates do. Newest first on the first click (SPEC 9). */
  column.accessor('submissionDate', {
    id: 'submissionDate',
    header: 'Date',
    sortingFn: 'basic',
    sortDescFirst: true,
    cell: ({ getValue }) => formatIsoDate(getValue()),
  }),
  /** The company; the only filterable column. */
  column.accessor('companyName', {
    id: 'company',
    header: 'Company',
    filterFn: 'includesString',
  }),
  /** The type of insurance. */
  column.accessor('toiDescriptor', { id: 'insuranceType', header: 'Insurance Type' }),
  /** The overall rate change in percent; unknown figures sort last. */
  column.accessor((row) => row.companyRate.rateOverallRateImpact ?? undefined, {
    id: 'rate',
    header: 'Rate',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: ({ getValue }) => formatRateChange(getValue()),
  }),
  /** The link to the Rate Page, named after the filing's tracking number. */
  column.display({
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
  }),
];
