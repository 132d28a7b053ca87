import { useMemo, useState } from 'react';
import { type SortingState } from '@tanstack/react-table';
import { ListedCount } from '@/lib/ui/listed-count';
import { SearchBox } from '@/lib/ui/search-box';
import { SortableTable, useSortableTable } from '@/lib/ui/sortable-table';
import type { AdminCompany, ProductType } from '../types';
import { companyColumns, type CompanyActions } from './company-columns';
import styles from './companies-table.module.css';

const BY_NAME: SortingState = [{ id: 'companyName', desc: false }];

type CompaniesTableProps = CompanyActions & {
  companies: readonly AdminCompany[];
  /** Names the Products tags; empty until the product types have loaded. */
  productTypes: readonly ProductType[];
};

/** Whether a company's name or code holds the filter text. */
function matches(company: AdminCompany, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  return (
    wanted === '' || company.companyName.toLowerCase().includes(wanted) || String(company.coCode).includes(wanted)
  );
}

/**
 * The filterable, sortable Companies table (SPEC 2.13), by name at first. Stacks into one card
 * per company on phones (USWDS stacked table).
 */
export function CompaniesTable({ companies, productTypes, ...actions }: CompaniesTableProps) {
  const [sorting, setSorting] = useState<SortingState>(BY_NAME);
  const [filter, setFilter] = useState('');
  const typeNames = useMemo(() => new Map(productTypes.map((type) => [type.productTypePk, type.name])), [productTypes]);
  const { onEdit, onToggleActive, onEditRates } = actions;
  const columns = useMemo(
    () => companyColumns(typeNames, { onEdit, onToggleActive, onEditRates }),
    [typeNames, onEdit, onToggleActive, onEditRates],
  );
  const shown = useMemo(() => companies.filter((company) => matches(company, filter)), [companies, filter]);
  const table = useSortableTable({
    data: shown,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (company) => String(company.companyPk),
  });

  return (
    <>
      <SearchBox
        id="company-filter"
        label="Filter by company name or code"
        className={styles.filter}
        value={filter}
        onChange={setFilter}
      />
      <ListedCount shown={shown.length} total={companies.length} noun={{ one: 'company', other: 'companies' }} />
      <SortableTable table={table} caption="Insurance companies" />
      {shown.length === 0 && <p>No company matches “{filter}”. Check the name or code.</p>}
    </>
  );
}
