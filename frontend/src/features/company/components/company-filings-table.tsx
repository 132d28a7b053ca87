import { useMemo, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { NEWEST_FIRST, useRateRowColumns } from '@/lib/ui/rate-row-columns';
import { useCodedText } from '@/lib/ui/coded-text';
import { SortableTable, useSortableTable } from '@/lib/ui/sortable-table';
import type { TypeOfInsurance } from '../company-overview';
import type { RateRow } from '../types';

type CompanyFilingsTableProps = {
  /** The type of insurance the filings are of: the table's heading. */
  type: TypeOfInsurance;
  filings: RateRow[];
};

/**
 * One type of insurance's filings on the Company Page, newest first (SPEC 9). Each
 * row's Details link is built from the row's own product, company and type, since
 * one table holds the filings of several products. Stacks into cards on phones.
 */
export function CompanyFilingsTable({ type, filings }: CompanyFilingsTableProps) {
  const { t } = useTranslation('company');
  const coded = useCodedText();
  const rowColumns = useRateRowColumns();
  // The columns of a Rate Filing Data table (SPEC 2.8), in their order.
  const columns = useMemo(
    () => [rowColumns.trackingNumber, rowColumns.submissionDate, rowColumns.status, rowColumns.rate, rowColumns.details],
    [rowColumns],
  );
  const [sorting, setSorting] = useState<SortingState>(NEWEST_FIRST);
  const table = useSortableTable({
    data: filings,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (filing) => `${filing.filingId}-${filing.companyProductPk}-${filing.companyPk}`,
  });
  const shownType = coded.typeOfInsurance(type.typeOfInsurance, type.typeOfInsuranceCode);

  return (
    <>
      <h3>{shownType}</h3>
      <SortableTable table={table} caption={t('filings.caption', { typeOfInsurance: shownType })} />
    </>
  );
}
