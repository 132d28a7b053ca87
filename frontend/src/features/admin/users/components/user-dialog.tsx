import { useId, useMemo, useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { FormGroup, Label, Select, TextInput } from '@trussworks/react-uswds';
import { ApiError } from '@/lib/api-client';
import { useDialogForm } from '@/lib/dialog-form';
import { CodeOptions } from '@/lib/ui/code-options';
import { SaveCloseFooter } from '@/lib/ui/dialog-footer';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import { useUserCompanies } from '../api/get-user-companies';
import { useSaveUser } from '../api/save-user';
import { ROLE_CODE_INSURANCE, ROLE_OPTIONS, statusLabel, type StaffUser, type UserSaveRequest } from '../types';
import { SignInBinding } from './sign-in-binding';
import { firstProblem, userFieldOf, userFormResolver, type UserField, type UserForm } from '../user-form';
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
  const resolver = useMemo(() => userFormResolver(users), [users]);
  const {
    registerField,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useDialogForm(initial, resolver);
  const save = useSaveUser();
  const id = useId();
  const firstNameRef = useRef<HTMLInputElement | null>(null);
  const isNew = initial.userPk === null;
  const isInsurance = Number(useWatch({ control, name: 'roleFk' })) === ROLE_CODE_INSURANCE;
  const problemField = firstProblem(errors);
  // A refusal that names no field of the dialog shows on the error line alone.
  const message = problemField ? errors[problemField]?.message : errors.root?.server?.message;

  const fieldId = (field: UserField | 'active') => `${id}-${field}`;
  const errorLineId = `${id}-error`;
  const uidHintId = `${id}-uid-hint`;
  const focus = (field: UserField | null | undefined) => {
    if (field) document.getElementById(fieldId(field))?.focus();
  };

  const send = (request: UserSaveRequest) =>
    save.mutate(request, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && REFUSAL_STATUSES.includes(error.status)) {
          const field = userFieldOf(error.field);
          setError(field ?? 'root.server', { type: 'server', message: error.message });
          focus(field);
        }
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    void handleSubmit(send, (atFault: FieldErrors<UserForm>) => focus(firstProblem(atFault)))(event);
  };

  const failedUnexpectedly =
    save.isError && !(save.error instanceof ApiError && REFUSAL_STATUSES.includes(save.error.status));

  /** A field's input props, tied to the error line while it is the one at fault. */
  const fieldProps = (field: UserField, describedBy?: string) => {
    const atFault = problemField === field;
    return {
      ...registerField(field),
      id: fieldId(field),
      'aria-invalid': atFault || undefined,
      'aria-describedby': [describedBy, atFault ? errorLineId : undefined].filter(Boolean).join(' ') || undefined,
      validationStatus: atFault ? ('error' as const) : undefined,
    };
  };
  /** Select takes its element ref as `inputRef`. */
  const selectProps = (field: UserField) => {
    const { ref, ...props } = fieldProps(field);
    return { ...props, inputRef: ref };
  };
  const { ref: firstNameFieldRef, ...firstNameProps } = fieldProps('firstName');

  return (
    <ModalDialog title={isNew ? 'Add new user' : 'Edit user'} onClose={onClose} initialFocus={firstNameRef}>
      <form onSubmit={submit} noValidate className={styles.form}>
        <Field label="First Name" htmlFor={fieldId('firstName')} error={problemField === 'firstName'}>
          <TextInput
            {...firstNameProps}
            ref={(input) => {
              firstNameFieldRef(input);
              firstNameRef.current = input;
            }}
            type="text"
            autoComplete="off"
          />
        </Field>
        <Field label="Last Name" htmlFor={fieldId('lastName')} error={problemField === 'lastName'}>
          <TextInput {...fieldProps('lastName')} type="text" autoComplete="off" />
        </Field>
        <Field label="Email" htmlFor={fieldId('email')} error={problemField === 'email'}>
          <TextInput {...fieldProps('email')} type="email" autoComplete="off" />
        </Field>
        <Field label="UID" htmlFor={fieldId('umdId')} error={problemField === 'umdId'}>
          {!isNew && (
            <span className="usa-hint" id={uidHintId}>
              The UID cannot be changed once the user exists.
            </span>
          )}
          <TextInput
            {...fieldProps('umdId', isNew ? undefined : uidHintId)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            readOnly={!isNew}
            className={isNew ? undefined : styles.readOnly}
          />
        </Field>
        <Field label="Status" htmlFor={fieldId('active')}>
          <TextInput
            id={fieldId('active')}
            name="status"
            type="text"
            value={statusLabel(initial.active)}
            readOnly
            className={styles.readOnly}
          />
        </Field>
        <Field label="Role" htmlFor={fieldId('roleFk')} error={problemField === 'roleFk'}>
          <Select {...selectProps('roleFk')}>
            <option value="">- Select -</option>
            <CodeOptions options={ROLE_OPTIONS} />
          </Select>
        </Field>
        {isInsurance && <CompanyField error={problemField === 'companyPk'} selectProps={selectProps('companyPk')} />}
        {initial.userPk !== null && (
          <SignInBinding userPk={initial.userPk} name={`${initial.firstName} ${initial.lastName}`} />
        )}
        {/* The error line: always present, so each new message is announced. */}
        <p className={`usa-error-message margin-top-3 ${styles.errorLine}`} id={errorLineId} role="alert">
          {message}
        </p>
        <SaveCloseFooter
          onClose={onClose}
          error={failedUnexpectedly ? 'An error occurred. Please try again later.' : null}
          errorTitle="Something went wrong"
          status={save.isPending ? 'Saving the user…' : null}
        />
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
  error: boolean;
  /** The select's props: its form field, id and fault. */
  selectProps: Omit<ComponentProps<typeof Select>, 'children'>;
};

/** The company an Insurance user works for (uploads rates for); the server requires one for them. */
function CompanyField({ error, selectProps }: CompanyFieldProps) {
  const companies = useUserCompanies();
  return (
    <Field label="Company" htmlFor={selectProps.id} error={error}>
      {companies.isError && (
        <span className="usa-error-message">The companies could not be loaded. Please try again later.</span>
      )}
      <Select {...selectProps}>
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
