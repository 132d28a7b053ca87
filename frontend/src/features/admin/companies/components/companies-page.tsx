import { useCallback } from 'react';
import { Button } from '@trussworks/react-uswds';
import { ActivationConfirmDialog } from '@/lib/ui/confirm-dialog';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadedList } from '@/lib/ui/loaded-list';
import { usePageDialog } from '@/lib/ui/use-page-dialog';
import { useCompanies } from '../api/get-companies';
import { useProductTypes } from '../api/get-product-types';
import { useSaveCompany } from '../api/save-company';
import { companyFormFrom, newCompanyForm, toggledActiveRequest, type CompanyForm } from '../company-form';
import type { AdminCompany } from '../types';
import { CompaniesTable } from './companies-table';
import { CompanyDialog, SAVE_FAILED } from './company-dialog';
import { RatesTemplateLink } from './rates-template-link';
import { RatesUploadDialog } from './rates-upload-dialog';
import styles from './companies-page.module.css';
import { SaveNotice } from '@/lib/ui/save-notice';

/** SPEC 8 'Companies: load fails'. */
const LOAD_FAILED = 'Companies data could not be loaded. Please try again later.';
/** SPEC 8 'Companies: product types fail' (the default message). */
const GENERIC_TITLE = 'Something went wrong';
const GENERIC_MESSAGE = 'An error occurred. Please try again later.';

type OpenDialog =
  | { kind: 'company'; form: CompanyForm }
  | { kind: 'confirm'; company: AdminCompany }
  | { kind: 'rates'; company: AdminCompany };

/**
 * Admin Companies (SPEC 2.13, 4.4): 'Add new company', 'Download rates template' and the table of
 * companies with Edit, Activate/Deactivate and Edit Rates. Dialogs hand focus back to the button
 * that opened them.
 */
export function CompaniesPage() {
  const companies = useCompanies();
  const productTypes = useProductTypes();
  const toggle = useSaveCompany();
  const { dialog, open, close, closeSaved, notice, setNotice, failure, setFailure, headingRef } = usePageDialog<OpenDialog>();

  const onEdit = useCallback(
    (company: AdminCompany, opener: HTMLElement) => open({ kind: 'company', form: companyFormFrom(company) }, opener),
    [open],
  );
  const onToggleActive = useCallback(
    (company: AdminCompany, opener: HTMLElement) => open({ kind: 'confirm', company }, opener),
    [open],
  );
  const onEditRates = useCallback(
    (company: AdminCompany, opener: HTMLElement) => open({ kind: 'rates', company }, opener),
    [open],
  );

  const confirmToggle = (company: AdminCompany) => {
    close();
    // SPEC 4.4: the company is saved whole, with `active` flipped.
    toggle.mutate(toggledActiveRequest(company), {
      onSuccess: (saved) => setNotice(`${saved.companyName} is now ${saved.active === 1 ? 'active' : 'inactive'}.`),
      onError: (error) => setFailure(error.message ? `${SAVE_FAILED} ${error.message}` : SAVE_FAILED),
    });
  };

  const productTypesState = productTypes.isSuccess
    ? ({ status: 'success', types: productTypes.data } as const)
    : productTypes.isError
      ? ({ status: 'error' } as const)
      : ({ status: 'pending' } as const);

  return (
    <div className="margin-y-4">
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        Companies
      </h1>
      <div className={styles.toolbar}>
        <Button
          type="button"
          aria-haspopup="dialog"
          onClick={(event) => open({ kind: 'company', form: newCompanyForm() }, event.currentTarget)}
        >
          Add new company
        </Button>
        <RatesTemplateLink />
      </div>
      <SaveNotice saving={toggle.isPending} notice={notice} />
      {failure && <ErrorAlert title={GENERIC_TITLE} message={failure} />}
      {productTypes.isError && <ErrorAlert title={GENERIC_TITLE} message={GENERIC_MESSAGE} />}
      <LoadedList list={companies} loadingLabel="Loading the companies…" loadFailed={LOAD_FAILED}>
        {(rows) => (
          <CompaniesTable
            companies={rows}
            productTypes={productTypes.data ?? []}
            onEdit={onEdit}
            onToggleActive={onToggleActive}
            onEditRates={onEditRates}
          />
        )}
      </LoadedList>
      {dialog?.kind === 'company' && (
        <CompanyDialog
          initial={dialog.form}
          productTypes={productTypesState}
          onClose={close}
          onSaved={(saved) => closeSaved(saved.companyName)}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ActivationConfirmDialog
          name={dialog.company.companyName}
          active={dialog.company.active === 1}
          onConfirm={() => confirmToggle(dialog.company)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'rates' && (
        <RatesUploadDialog
          companyPk={dialog.company.companyPk}
          companyName={dialog.company.companyName}
          onClose={close}
        />
      )}
    </div>
  );
}
