import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { StatusBadge } from '@/lib/ui/status-badge';
import { chartTitle, historyTableRows } from '../rate-history-labels';
import type { RateHistoryGroup } from '../types';
import styles from './rate-history-table.module.css';

type RateHistoryTableProps = {
  productName: string;
  group: RateHistoryGroup;
  currentFilingId?: number;
};

const COLUMNS = [
  'Submission Date',
  'Tracking Number',
  'Requested Change',
  'Range of Changes',
  'Status',
  'Implementation Date Requested',
] as const;

/**
 * The chart as a table (issue 20): every filing of it, oldest first, with the same numbers as
 * its points (filings without a requested change too). Stacks into one card per filing on
 * phones (USWDS stacked table), so nothing scrolls sideways.
 */
export function RateHistoryTable({ productName, group, currentFilingId }: RateHistoryTableProps) {
  const rows = historyTableRows(group.filings, currentFilingId);
  return (
    <table className={`usa-table usa-table--stacked usa-table--borderless width-full ${styles.table}`}>
      <caption>{chartTitle(productName, group.typeOfInsurance)}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.filing.filingId} className={row.current ? styles.current : undefined}>
            <th scope="row" data-label={COLUMNS[0]}>
              {row.submitted}
            </th>
            <td data-label={COLUMNS[1]}>
              <Link to={paths.ratePage.href(row.filing)} className="usa-link">
                {row.filing.filingSerffTrackNum}
              </Link>
              {row.current && <strong> (this filing)</strong>}
            </td>
            <td data-label={COLUMNS[2]}>{row.change}</td>
            <td data-label={COLUMNS[3]}>{row.range}</td>
            <td data-label={COLUMNS[4]}>
              <StatusBadge {...row.filing.stateStatus} />
            </td>
            <td data-label={COLUMNS[5]}>{row.implementation}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
