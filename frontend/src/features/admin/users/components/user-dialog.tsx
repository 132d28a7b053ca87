import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonGroup, FormGroup, Label, Select, TextInput } from '@trussworks/react-uswds';
import { ApiError } from '@/lib/api-client';
import { DialogFooter } from '@/lib/ui/dialog-footer';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import { useUserCompanies } from '../api/get-user-companies';
import { useSaveUser } from '../api/save-user';
import { ROLE_CODE_INSURANCE, ROLE_OPTIONS, statusLabel, type StaffUser } from '../types';
import { SignInBinding } from './sign-in-binding';
import { checkUserForm, toSaveRequest, userFieldOf, type UserField, type UserForm } from '../user-form';
import styles from './user-dialog.module.css';

type UserDialogProps = {
  /** The starting values: empty for 'Add new user', the user's for 'Edit user'. */
  initial: UserForm;
  /** Every listed user: SPEC 5.3 checks the e-mail and UID against the others. */
  users: readonly StaffUser[];
  /** Escape, Close or a click on the dimmed page. */
  onClose: () => void;
  /** The user as the server stored it. */
  onSaved: (user: StaffUser) => void;
};

/** Answers whose message the server wrote for the person at the dialog (SPEC 5.3 and field checks). */
const REFUSAL_STATUSES = [400, 404, 409];

/**
 * The user dialog of SPEC 2.15, 'Add new user' or 'Edit user'. Save runs the SPEC 5.3 checks
 * in their order and stops at the first failure, showing it on the error line and moving
 * focus to the field at fault; a refusal from the server shows on the same line. A field's
 * message goes as soon as that field changes. Any other failure is SPEC 8's 'Something went
 * wrong', above the buttons.
 */
export function UserDialog({ initial, users, onClose, onSaved }: UserDialogProps) {
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<{ field: UserField | null; message: string } | null>(null);
  const save = useSaveUser();
  const id = useId();
  const firstNameRef = useRef<HTMLInputElement>(null);
  const isNew = form.userPk === null;
  const isInsurance = Number(form.roleFk) === ROLE_CODE_INSURANCE;

  const fieldId = (field: UserField | 'active') => `${id}-${field}`;
  const errorLineId = `${id}-error`;
  const uidHintId = `${id}-uid-hint`;
  const set = (field: UserField) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    // The message was about the old value: it goes with it.
    setProblem((current) => (current?.field === field ? null : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkUserForm(form, users);
    if (found) {
      setProblem(found);
      document.getElementById(fieldId(found.field))?.focus();
      return;
    }
    setProblem(null);
    save.mutate(toSaveRequest(form), {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && REFUSAL_STATUSES.includes(error.status)) {
          const field = userFieldOf(error.field);
          setProblem({ field, message: error.message });
          if (field) document.getElementById(fieldId(field))?.focus();
        }
      },
    });
  };

  const failedUnexpectedly =
    save.isError && !(save.error instanceof ApiError && REFUSAL_STATUSES.includes(save.error.status));

  /** The props that tie a field to the error line while it is the one at fault. */
  const faultProps = (field: UserField, describedBy?: string) => {
    const atFault = problem?.field === field;
    return {
      id: fieldId(field),
      'aria-invalid': atFault || undefined,
      'aria-describedby': [describedBy, atFault ? errorLineId : undefined].filter(Boolean).join(' ') || undefined,
      validationStatus: atFault ? ('error' as const) : undefined,
    };
  };

  return (
    <ModalDialog title={isNew ? 'Add new user' : 'Edit user'} onClose={onClose} initialFocus={firstNameRef}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <Field label="First Name" htmlFor={fieldId('firstName')} error={problem?.field === 'firstName'}>
          <TextInput
            {...faultProps('firstName')}
            ref={firstNameRef}
            name="firstName"
            type="text"
            autoComplete="off"
            value={form.firstName}
            onChange={set('firstName')}
          />
        </Field>
        <Field label="Last Name" htmlFor={fieldId('lastName')} error={problem?.field === 'lastName'}>
          <TextInput
            {...faultProps('lastName')}
            name="lastName"
            type="text"
            autoComplete="off"
            value={form.lastName}
            onChange={set('lastName')}
          />
        </Field>
        <Field label="Email" htmlFor={fieldId('email')} error={problem?.field === 'email'}>
          <TextInput
            {...faultProps('email')}
            name="email"
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={set('email')}
          />
        </Field>
        <Field label="UID" htmlFor={fieldId('umdId')} error={problem?.field === 'umdId'}>
          {!isNew && (
            <span className="usa-hint" id={uidHintId}>
              The UID cannot be changed once the user exists.
            </span>
          )}
          <TextInput
            {...faultProps('umdId', isNew ? undefined : uidHintId)}
            name="umdId"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={form.umdId}
            onChange={set('umdId')}
            readOnly={!isNew}
            className={isNew ? undefined : styles.readOnly}
          />
        </Field>
        <Field label="Status" htmlFor={fieldId('active')}>
          <TextInput
            id={fieldId('active')}
            name="status"
            type="text"
            value={statusLabel(form.active)}
            readOnly
            className={styles.readOnly}
          />
        </Field>
        <Field label="Role" htmlFor={fieldId('roleFk')} error={problem?.field === 'roleFk'}>
          <Select {...faultProps('roleFk')} name="roleFk" value={form.roleFk} onChange={set('roleFk')}>
            <option value="">- Select -</option>
            {ROLE_OPTIONS.map((role) => (
              <option key={role.code} value={String(role.code)}>
                {role.label}
              </option>
            ))}
          </Select>
        </Field>
        {isInsurance && (
          <CompanyField
            value={form.companyPk}
            onChange={set('companyPk')}
            error={problem?.field === 'companyPk'}
            selectProps={faultProps('companyPk')}
          />
        )}
        {form.userPk !== null && (
          <SignInBinding userPk={form.userPk} name={`${initial.firstName} ${initial.lastName}`} />
        )}
        {/* The error line: always present, so each new message is announced. */}
        <p className={`usa-error-message margin-top-3 ${styles.errorLine}`} id={errorLineId} role="alert">
          {problem?.message}
        </p>
        <DialogFooter
          error={failedUnexpectedly ? 'An error occurred. Please try again later.' : null}
          errorTitle="Something went wrong"
          status={save.isPending ? 'Saving the user…' : null}
        >
          <ButtonGroup>
            <Button type="submit">Save</Button>
            <Button type="button" outline onClick={onClose}>
              Close
            </Button>
          </ButtonGroup>
        </DialogFooter>
      </form>
    </ModalDialog>
  );
}

function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: boolean; children: ReactNode }) {
  return (
    <FormGroup error={error}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </FormGroup>
  );
}

type CompanyFieldProps = {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  selectProps: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; validationStatus?: 'error' };
};

/** The company an Insurance user works for (uploads rates for); the server requires one for them. */
function CompanyField({ value, onChange, error, selectProps }: CompanyFieldProps) {
  const companies = useUserCompanies();
  return (
    <Field label="Company" htmlFor={selectProps.id} error={error}>
      {companies.isError && (
        <span className="usa-error-message">The companies could not be loaded. Please try again later.</span>
      )}
      <Select {...selectProps} name="companyPk" value={value} onChange={onChange}>
        <option value="">{companies.isPending ? 'Loading companies…' : '- Select -'}</option>
        {companies.data?.map((company) => (
          <option key={company.companyPk} value={String(company.companyPk)}>
            {company.active ? company.companyName : `${company.companyName} (inactive)`}
          </option>
        ))}
      </Select>
    </Field>
  );
}
