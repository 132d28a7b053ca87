import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, ErrorMessage, Fieldset, FormGroup, Label, Select, TextInput } from '@trussworks/react-uswds';
import { CodeOptions, type CodeOption } from '@/lib/ui/code-options';
import { SaveCloseFooter } from '@/lib/ui/dialog-footer';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import { ApiError } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';
import { useSaveCompany } from '../api/save-company';
import { companySaveSchema, formFieldOf, type CompanyField, type CompanyForm } from '../company-form';
import { ACTIVE_OPTIONS, SOLVENCY_OPTIONS, type AdminCompany, type CompanySaveRequest, type ProductType } from '../types';
import styles from './company-dialog.module.css';

/** SPEC 8 'Companies: save fails'. */
export const SAVE_FAILED = 'There was an error trying to save the company data. Please try again later.';

type ProductTypesState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; types: readonly ProductType[] };

type CompanyDialogProps = {
  /** The starting values: empty for 'Add new company', the company's for 'Edit company'. */
  initial: CompanyForm;
  /** The options of Products (SPEC 2.13). */
  productTypes: ProductTypesState;
  /** Escape, Close or a click on the dimmed page. */
  onClose: () => void;
  /** The company as the server stored it. */
  onSaved: (company: AdminCompany) => void;
};

type TextField = Exclude<CompanyField, 'solvencyFk' | 'active' | 'productTypes'>;

/** The text fields, their labels and how browsers may fill them in, in the order of SPEC 2.13. */
const TEXT_FIELDS: readonly { field: TextField; label: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'url' }[] = [
  { field: 'companyName', label: 'Name', autoComplete: 'organization' },
  { field: 'coCode', label: 'Code', inputMode: 'numeric' },
  { field: 'address1', label: 'Address Line 1', autoComplete: 'address-line1' },
  { field: 'address2', label: 'Address Line 2', autoComplete: 'address-line2' },
  { field: 'address3', label: 'Address Line 3', autoComplete: 'address-line3' },
  { field: 'city', label: 'City', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'phone', label: 'Phone', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'phoneExt', label: 'Phone Ext', autoComplete: 'tel-extension', inputMode: 'numeric' },
  { field: 'website', label: 'Website', autoComplete: 'url', inputMode: 'url' },
  { field: 'websiteDesc', label: 'Website Label' },
];

/** Fields that must be filled in; marked in their labels. */
const REQUIRED: ReadonlySet<CompanyField> = new Set(['companyName', 'coCode']);

/** The coded fields after the text fields: their labels, choices, and the choice of none if there is one. */
const SELECT_FIELDS: readonly {
  field: 'solvencyFk' | 'active';
  label: string;
  options: readonly CodeOption[];
  none?: string;
}[] = [
  { field: 'solvencyFk', label: 'Solvency', options: SOLVENCY_OPTIONS, none: '- Not set -' },
  { field: 'active', label: 'Active', options: ACTIVE_OPTIONS },
];

/** Every field in the order of the form: the order of the list of problems and of focus. */
const FIELD_ORDER: readonly CompanyField[] = [
  ...TEXT_FIELDS.map(({ field }) => field),
  ...SELECT_FIELDS.map(({ field }) => field),
  'productTypes',
];

/** The fields at fault with their messages, in the order of the form. */
function problemsOf(errors: FieldErrors<CompanyForm>): { field: CompanyField; message: string }[] {
  return FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
}

/**
 * The company dialog of SPEC 2.13, 'Add new company' or 'Edit company'. Save checks the
 * required fields first; a problem, found here or by the server (a 400 or 409 that names a
 * field), shows next to its field and in a list at the top, and focus moves to the field;
 * it goes once that field changes. Any other failure is SPEC 8's 'There was an error trying
 * to save the company data...', right above the buttons.
 */
export function CompanyDialog({ initial, productTypes, onClose, onSaved }: CompanyDialogProps) {
  const canChooseProducts = productTypes.status === 'success';
  const resolver = useMemo(() => zodResolver(companySaveSchema(canChooseProducts)), [canChooseProducts]);
  const {
    registerField,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useDialogForm(initial, resolver);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCompany();
  const id = useId();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const isNew = initial.companyPk === null;
  const problems = problemsOf(errors);

  const fieldId = (field: CompanyField) => `${id}-${field}`;
  const errorId = (field: CompanyField) => `${id}-${field}-error`;
  const problemOf = (field: CompanyField) => problems.find((p) => p.field === field);
  /** Select takes its element ref as `inputRef`. */
  const selectProps = (field: 'solvencyFk' | 'active') => {
    const { ref, ...registered } = registerField(field);
    return { ...registered, inputRef: ref };
  };

  const focusFirst = (atFault: FieldErrors<CompanyForm>) => {
    const first = problemsOf(atFault)[0]?.field;
    // The first field at fault takes focus; without one it stays on the list.
    const target = first ? document.getElementById(fieldId(first)) : null;
    (target ?? summaryRef.current)?.focus();
  };

  const send = (request: CompanySaveRequest) =>
    save.mutate(request, {
      onSuccess: onSaved,
      onError: (error) => {
        const field = error instanceof ApiError ? formFieldOf(error.field) : null;
        if (field && error instanceof ApiError && [400, 409].includes(error.status)) {
          setError(field, { type: 'server', message: error.message });
          document.getElementById(fieldId(field))?.focus();
        } else {
          setFailure(error.message ? `${SAVE_FAILED} ${error.message}` : SAVE_FAILED);
        }
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    void handleSubmit(send, focusFirst)(event);
  };

  /** The props that tie a field to its error message while it is at fault. */
  const faultProps = (field: CompanyField, hintId?: string) => {
    const atFault = problemOf(field) !== undefined;
    return {
      id: fieldId(field),
      'aria-invalid': atFault || undefined,
      'aria-describedby': [hintId, atFault ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined,
      validationStatus: atFault ? ('error' as const) : undefined,
    };
  };

  const fieldError = (field: CompanyField) => {
    const problem = problemOf(field);
    return problem ? <ErrorMessage id={errorId(field)}>{problem.message}</ErrorMessage> : null;
  };

  return (
    <ModalDialog title={isNew ? 'Add new company' : 'Edit company'} onClose={onClose} initialFocus={nameRef} size="wide">
      <div ref={summaryRef} tabIndex={-1} className={styles.summary}>
        {problems.length > 0 && (
          // USWDS alert markup by hand: Alert wraps its text in a <p>, which cannot hold the list.
          // Not an alert itself: each field's message is, and focus moves to the first field at fault.
          <div className="usa-alert usa-alert--error margin-top-2">
            <div className="usa-alert__body">
              <h3 className="usa-alert__heading">Check the company data</h3>
              <ul className="usa-list margin-y-1">
                {problems.map((problem) => (
                  <li key={problem.field}>{problem.message}</li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
      <form onSubmit={submit} noValidate aria-label={isNew ? 'New company' : `Company ${initial.companyName}`}>
        <p className="margin-bottom-0">
          Fields marked <abbr title="required">*</abbr> are required.
        </p>
        <div className="grid-row grid-gap">
          {TEXT_FIELDS.map(({ field, label, autoComplete, inputMode }) => {
            const codeFixed = field === 'coCode' && !isNew;
            const hintId = codeFixed ? `${id}-code-hint` : undefined;
            const { ref, ...registered } = registerField(field);
            return (
              <FormGroup key={field} error={problemOf(field) !== undefined} className="grid-col-12 tablet:grid-col-6">
                <Label htmlFor={fieldId(field)} requiredMarker={REQUIRED.has(field)}>
                  {label}
                </Label>
                {hintId && (
                  <span className="usa-hint" id={hintId}>
                    The code cannot be changed after the company is created.
                  </span>
                )}
                {fieldError(field)}
                <TextInput
                  {...faultProps(field, hintId)}
                  {...registered}
                  type="text"
                  readOnly={codeFixed}
                  required={REQUIRED.has(field)}
                  autoComplete={autoComplete}
                  inputMode={inputMode}
                  ref={(input) => {
                    ref(input);
                    if (field === 'companyName') nameRef.current = input;
                  }}
                  className={codeFixed ? styles.readOnly : undefined}
                />
              </FormGroup>
            );
          })}
          {SELECT_FIELDS.map(({ field, label, options, none }) => (
            <FormGroup key={field} error={problemOf(field) !== undefined} className="grid-col-12 tablet:grid-col-6">
              <Label htmlFor={fieldId(field)}>{label}</Label>
              {fieldError(field)}
              <Select {...faultProps(field)} {...selectProps(field)}>
                {none !== undefined && <option value="">{none}</option>}
                <CodeOptions options={options} />
              </Select>
            </FormGroup>
          ))}
        </div>
        <Fieldset
          legend="Products"
          legendStyle="default"
          className="margin-top-3"
          id={fieldId('productTypes')}
          tabIndex={-1}
          aria-describedby={problemOf('productTypes') ? errorId('productTypes') : undefined}
        >
          {fieldError('productTypes')}
          {productTypes.status === 'pending' && <p role="status">Loading the product types…</p>}
          {productTypes.status === 'error' && (
            <p>
              The product types could not be loaded, so the products cannot be changed now. Saving keeps the
              company’s products as they are.
            </p>
          )}
          {productTypes.status === 'success' && (
            <Controller
              control={control}
              name="productTypes"
              render={({ field: { value: chosen, onChange } }) => (
                <div className={styles.products}>
                  {productTypes.types.map((type) => (
                    <Checkbox
                      key={type.productTypePk}
                      id={`${id}-product-${type.productTypePk}`}
                      name="products"
                      label={type.name}
                      value={String(type.productTypePk)}
                      checked={chosen.includes(type.productTypePk)}
                      onChange={(event) => {
                        clearErrors('productTypes');
                        onChange(
                          event.target.checked
                            ? [...chosen, type.productTypePk]
                            : chosen.filter((pk) => pk !== type.productTypePk),
                        );
                      }}
                    />
                  ))}
                </div>
              )}
            />
          )}
        </Fieldset>
        <SaveCloseFooter
          onClose={onClose}
          saving={save.isPending}
          error={failure}
          errorTitle="The company was not saved"
          status={save.isPending ? 'Saving the company…' : null}
        />
      </form>
    </ModalDialog>
  );
}
