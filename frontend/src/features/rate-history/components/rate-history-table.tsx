import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { StatusBadge } from '@/lib/ui/status-badge';
import { chartTitle, historyTableRows, useHistoryWords } from '../rate-history-labels';
import type { RateHistoryGroup } from '../types';
import styles from './rate-history-table.module.css';

type RateHistoryTableProps = {
  productName: string;
  group: RateHistoryGroup;
  currentFilingId?: number;
};

/** The columns' headers, by their keys in the `rateHistory` catalogue. */
const COLUMNS = [
  'table.submissionDate',
  'table.trackingNumber',
  'table.requestedChange',
  'table.rangeOfChanges',
  'table.status',
  'table.implementationDateRequested',
] as const;

/**
 * The chart as a table: every filing of it, oldest first, with the same numbers as
 * its points (filings without a requested change too). Stacks into one card per filing on
 * phones (USWDS stacked table), so nothing scrolls sideways.
 */
export function RateHistoryTable({ productName, group, currentFilingId }: RateHistoryTableProps) {
  const words = useHistoryWords();
  const { t } = words;
  const rows = historyTableRows(group.filings, words, currentFilingId);
  const [submitted, trackingNumber, change, range, status, implementation] = COLUMNS.map((column) => t(column));
  return (
    <table className={`usa-table usa-table--stacked usa-table--borderless width-full ${styles.table}`}>
      <caption>{chartTitle(productName, group, words)}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.filing.filingId} className={row.current ? styles.current : undefined}>
            <th scope="row" data-label={submitted}>
              {row.submitted}
            </th>
            <td data-label={trackingNumber}>
              <Link to={paths.ratePage.href(row.filing)} className="usa-link">
                {row.filing.filingSerffTrackNum}
              </Link>
              {row.current && <strong>{t('table.thisFiling')}</strong>}
            </td>
            <td data-label={change}>{row.change}</td>
            <td data-label={range}>{row.range}</td>
            <td data-label={status}>
              <StatusBadge {...row.filing.stateStatus} />
            </td>
            <td data-label={implementation}>{row.implementation}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
