import { useMemo, type ReactNode } from 'react';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RateRow } from '@/lib/api/public-api';
import { useFormats } from '@/lib/i18n/formats';
import { paths } from '@/lib/paths';
import { identifierCell } from './identifier';
import { useCodedText } from './coded-text';
import { StatusBadge } from './status-badge';

/**
 * The columns that list a filing's public line (`RateRow`): the Latest Rate Changes
 * table (SPEC 2.7) and the Company Page's Rate Filing Data tables (SPEC 2.8) pick
 * from these, so a status, date or rate looks and sorts the same everywhere.
 */
const column = createColumnHelper<RateRow>();

/** SPEC 9: filing tables start sorted by submission date, newest first. */
export const NEWEST_FIRST: SortingState = [{ id: 'submissionDate', desc: true }];

/**
 * The columns, headed and written in the language shown; a new set when the language
 * changes, so tables re-render in it. Sorting and filtering read the server's values.
 */
export function useRateRowColumns() {
  const { t } = useTranslation('ui');
  const formats = useFormats();
  const coded = useCodedText();
  return useMemo(() => {
    /** The filing's status badge with what `below` adds under it (Latest Rates' countdown); sorts by the status text. */
    const statusWith = (below: (row: RateRow) => ReactNode) =>
      column.accessor((row) => row.stateStatus.displayStatus, {
        id: 'status',
        header: t('rateColumns.status'),
        cell: ({ row }) => (
          <>
            <StatusBadge {...row.original.stateStatus} />
            {below(row.original)}
          </>
        ),
      });
    return {
      statusWith,
      /** The filing's status badge; sorts by its text. */
      status: statusWith(() => null),
      /** Submission date; ISO text sorts as dates do. Newest first on the first click (SPEC 9). */
      submissionDate: column.accessor('submissionDate', {
        id: 'submissionDate',
        header: t('rateColumns.date'),
        sortingFn: 'basic',
        sortDescFirst: true,
        cell: ({ getValue }) => formats.isoDate(getValue()),
      }),
      /** The rate-filing system's tracking number. */
      trackingNumber: column.accessor('filingSerffTrackNum', {
        id: 'trackingNumber',
        header: t('rateColumns.trackingNumber'),
        cell: identifierCell,
      }),
      /** The company; filterable by part of its name. */
      company: column.accessor('companyName', {
        id: 'company',
        header: t('rateColumns.company'),
        filterFn: 'includesString',
      }),
      /** The type of insurance, in the language chosen by its code (as sent when it has none). */
      insuranceType: column.accessor('toiDescriptor', {
        id: 'insuranceType',
        header: t('rateColumns.insuranceType'),
        cell: ({ row }) => coded.typeOfInsurance(row.original.toiDescriptor, row.original.toiCode),
      }),
      /** The overall rate change in percent ('+' when positive, SPEC 9); unknown figures sort last. */
      rate: column.accessor((row) => row.companyRate.rateOverallRateImpact ?? undefined, {
        id: 'rate',
        header: t('rateColumns.rate'),
        sortingFn: 'basic',
        sortUndefined: 'last',
        cell: ({ getValue }) => formats.rateChange(getValue()),
      }),
      /** The link to the filing's Rate Page, named after its tracking number. */
      details: column.display({
        id: 'actions',
        header: t('rateColumns.actions'),
        cell: ({ row }) => {
          const rate = row.original;
          return (
            <Link
              to={paths.ratePage.href(rate)}
              aria-label={t('rateColumns.detailsFor', { trackingNumber: rate.filingSerffTrackNum })}
            >
              {t('rateColumns.details')}
            </Link>
          );
        },
      }),
    };
  }, [t, formats, coded]);
}

/** The columns {@link useRateRowColumns} gives. */
export type RateRowColumns = ReturnType<typeof useRateRowColumns>;
