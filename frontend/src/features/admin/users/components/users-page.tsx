import { useRef, useState } from 'react';
import { Button } from '@trussworks/react-uswds';
import { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useUsers } from '../api/get-users';
import { useSaveUser } from '../api/save-user';
import { statusLabel, type StaffUser } from '../types';
import { newUserForm, userFormFrom, type UserForm } from '../user-form';
import { UserDialog } from './user-dialog';
import { UsersTable } from './users-table';
import { useReturnFocus } from '@/lib/ui/use-return-focus';
import { SaveNotice } from '@/lib/ui/save-notice';

/** SPEC 8: Admin users failure. */
const GENERIC_TITLE = 'Something went wrong';
const GENERIC_MESSAGE = 'An error occurred. Please try again later.';

type OpenDialog = { kind: 'edit'; form: UserForm } | { kind: 'confirm'; user: StaffUser } | null;

/**
 * Admin Users (SPEC 2.15, 4.4): the list of staff users with 'Add new user', Edit and
 * Activate/Deactivate. Dialogs hand focus back to the button that opened them.
 */
export function UsersPage() {
  const users = useUsers();
  const toggle = useSaveUser();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toggleFailure, setToggleFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = (next: NonNullable<OpenDialog>, opener: HTMLElement) => {
    openerRef.current = opener;
    setNotice(null);
    setToggleFailure(null);
    setDialog(next);
  };
  const close = () => setDialog(null);
  useReturnFocus(dialog !== null, openerRef, headingRef);

  const confirmToggle = (user: StaffUser) => {
    const active = !user.active;
    close();
    toggle.mutate(
      // SPEC 4.4: the user is saved with `active` flipped; the rest as listed.
      {
        userPk: user.userPk,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        umdId: user.umdId,
        active,
        roleFk: user.roleFk,
        companyPk: user.companyPk ?? null,
      },
      {
        onSuccess: (saved) => setNotice(`${saved.fullName} is now ${statusLabel(saved.active).toLowerCase()}.`),
        onError: (error) =>
          setToggleFailure(error instanceof ApiError && [400, 404, 409].includes(error.status) ? error.message : GENERIC_MESSAGE),
      },
    );
  };

  return (
    <div className="margin-y-4">
      <h1 ref={headingRef} tabIndex={-1}>
        Users
      </h1>
      <Button
        type="button"
        aria-haspopup="dialog"
        onClick={(event) => open({ kind: 'edit', form: newUserForm() }, event.currentTarget)}
        disabled={!users.isSuccess}
      >
        Add new user
      </Button>
      <SaveNotice saving={toggle.isPending} notice={notice} />
      {toggleFailure && <ErrorAlert title={GENERIC_TITLE} message={toggleFailure} />}
      <div className="margin-top-4">
        {users.isPending && <LoadingOverlay label="Loading the users…" />}
        {users.isError && <ErrorAlert title={GENERIC_TITLE} message={GENERIC_MESSAGE} />}
        {users.isSuccess &&
          (users.data.length === 0 ? (
            <p>No data found.</p>
          ) : (
            <UsersTable
              users={users.data}
              onEdit={(user, opener) => open({ kind: 'edit', form: userFormFrom(user) }, opener)}
              onToggleActive={(user, opener) => open({ kind: 'confirm', user }, opener)}
            />
          ))}
      </div>
      {dialog?.kind === 'edit' && users.isSuccess && (
        <UserDialog
          initial={dialog.form}
          users={users.data}
          onClose={close}
          onSaved={(saved) => {
            close();
            setNotice(`${saved.fullName} was saved.`);
          }}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          detail={`${dialog.user.active ? 'Deactivate' : 'Activate'} ${dialog.user.fullName}?`}
          confirmLabel={dialog.user.active ? 'Deactivate' : 'Activate'}
          onConfirm={() => confirmToggle(dialog.user)}
          onCancel={close}
        />
      )}
    </div>
  );
}
