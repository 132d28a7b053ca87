import type { ColumnDef } from '@tanstack/react-table';
import { Tag } from '@trussworks/react-uswds';
import { identifierCell } from '@/lib/ui/identifier';
import { ActivationRowActions, DialogButton } from '@/lib/ui/row-actions';
import type { AdminCompany } from '../types';
import styles from './companies-table.module.css';

/** What the Actions column's buttons do; each gets the button pressed, to return focus to. */
export type CompanyActions = {
  onEdit: (company: AdminCompany, opener: HTMLElement) => void;
  onToggleActive: (company: AdminCompany, opener: HTMLElement) => void;
  onEditRates: (company: AdminCompany, opener: HTMLElement) => void;
};

/**
 * The Products tags (SPEC 2.13): one per active product that has a product type, named by the
 * type (`GET /api/companies/product-types`; the product's own type name until those have loaded),
 * each followed by the product's name: a company often sells two products of one type, and
 * 'PPO HMO HMO PPO' alone would not say which is which.
 */
function ProductTags({ company, typeNames }: { company: AdminCompany; typeNames: ReadonlyMap<number, string> }) {
  const tagged = company.products.filter((product) => product.active === 1 && product.productTypeFk != null);
  if (tagged.length === 0) return <span className={styles.none}>None</span>;
  return (
    <ul className={styles.tags} aria-label={`Products of ${company.companyName}`}>
      {tagged.map((product) => (
        <li key={product.companyProductPk}>
          <Tag className={styles.tag}>
            {typeNames.get(product.productTypeFk as number) ?? product.productTypeName ?? product.productName}
          </Tag>{' '}
          {product.productName}
        </li>
      ))}
    </ul>
  );
}

/** The columns of the Companies table (SPEC 2.13), in their order. */
export function companyColumns(typeNames: ReadonlyMap<number, string>, actions: CompanyActions): ColumnDef<AdminCompany>[] {
  return [
    {
      id: 'companyName',
      header: 'Insurance',
      accessorFn: (company) => company.companyName,
      sortingFn: 'alphanumeric',
      cell: ({ row: { original: company } }) => (
        <>
          {company.companyName}
          {company.active !== 1 && <span className={styles.inactive}>Inactive</span>}
        </>
      ),
    },
    {
      id: 'coCode',
      header: 'Cocode',
      accessorFn: (company) => company.coCode,
      cell: identifierCell,
    },
    {
      id: 'products',
      header: 'Products',
      enableSorting: false,
      cell: ({ row: { original: company } }) => <ProductTags company={company} typeNames={typeNames} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row: { original: company } }) => (
        <ActivationRowActions
          name={company.companyName}
          active={company.active === 1}
          onEdit={(opener) => actions.onEdit(company, opener)}
          onToggleActive={(opener) => actions.onToggleActive(company, opener)}
          className={styles.actions}
        >
          <DialogButton label={`Edit Rates ${company.companyName}`} onOpen={(opener) => actions.onEditRates(company, opener)}>
            Edit Rates
          </DialogButton>
        </ActivationRowActions>
      ),
    },
  ];
}
