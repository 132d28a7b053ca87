import { Button } from '@trussworks/react-uswds';
import { ApiError } from '@/lib/api-client';
import { ActivationConfirmDialog } from '@/lib/ui/confirm-dialog';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadedList } from '@/lib/ui/loaded-list';
import { usePageDialog } from '@/lib/ui/use-page-dialog';
import { useUsers } from '../api/get-users';
import { useSaveUser } from '../api/save-user';
import { statusLabel, type StaffUser } from '../types';
import { newUserForm, userFormFrom, type UserForm } from '../user-form';
import { UserDialog } from './user-dialog';
import { UsersTable } from './users-table';
import { SaveNotice } from '@/lib/ui/save-notice';

/** SPEC 8: Admin users failure. */
const GENERIC_TITLE = 'Something went wrong';
const GENERIC_MESSAGE = 'An error occurred. Please try again later.';

type OpenDialog = { kind: 'edit'; form: UserForm } | { kind: 'confirm'; user: StaffUser };

/**
 * Admin Users (SPEC 2.15, 4.4): the list of staff users with 'Add new user', Edit and
 * Activate/Deactivate. Dialogs hand focus back to the button that opened them.
 */
export function UsersPage() {
  const users = useUsers();
  const toggle = useSaveUser();
  const { dialog, open, close, closeSaved, notice, setNotice, failure, setFailure, headingRef } = usePageDialog<OpenDialog>();

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
          setFailure(error instanceof ApiError && [400, 404, 409].includes(error.status) ? error.message : GENERIC_MESSAGE),
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
      {failure && <ErrorAlert title={GENERIC_TITLE} message={failure} />}
      <LoadedList list={users} loadingLabel="Loading the users…" loadFailed={GENERIC_MESSAGE}>
        {(rows) => (
          <UsersTable
            users={rows}
            onEdit={(user, opener) => open({ kind: 'edit', form: userFormFrom(user) }, opener)}
            onToggleActive={(user, opener) => open({ kind: 'confirm', user }, opener)}
          />
        )}
      </LoadedList>
      {dialog?.kind === 'edit' && users.isSuccess && (
        <UserDialog
          initial={dialog.form}
          users={users.data}
          onClose={close}
          onSaved={(saved) => closeSaved(saved.fullName)}
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ActivationConfirmDialog
          name={dialog.user.fullName}
          active={dialog.user.active}
          onConfirm={() => confirmToggle(dialog.user)}
          onCancel={close}
        />
      )}
    </div>
  );
}
