import { ROLE_CODE_INSURANCE, type StaffUser, type UserSaveRequest } from './types';

/** The user dialog's fields as typed: every value a string, as the inputs hold them. */
export type UserForm = {
  /** The user's key when editing; null for a new user. */
  userPk: number | null;
  firstName: string;
  lastName: string;
  email: string;
  /** The UID as typed; a positive whole number once checked. */
  umdId: string;
  /** New users start active (SPEC 4.4); the dialog only shows it. */
  active: boolean;
  /** '' until a role is chosen, else '1' (Insurance) or '2' (Administrator). */
  roleFk: string;
  /** The company of an Insurance user; '' until one is chosen. */
  companyPk: string;
};

/** A field of the dialog that a check can find fault with. */
export type UserField = 'firstName' | 'lastName' | 'email' | 'umdId' | 'roleFk' | 'companyPk';

/** The dialog's field for a request field the server named (`email`, `umdId`, …), if it has one. */
export function userFieldOf(requestField: string | null): UserField | null {
  const fields: readonly UserField[] = ['firstName', 'lastName', 'email', 'umdId', 'roleFk', 'companyPk'];
  return fields.find((field) => field === requestField) ?? null;
}

/** Why the dialog will not save: the message for the error line and the field at fault. */
export type UserFormProblem = { field: UserField; message: string };

/** SPEC 5.3's messages, exactly. */
export const EMAIL_ALREADY_USED = 'Email already used.';
export const UID_ALREADY_USED = 'UID already used.';
export const ROLE_REQUIRED = 'A role is required.';

/** The empty dialog of 'Add new user'. */
export function newUserForm(): UserForm {
  return { userPk: null, firstName: '', lastName: '', email: '', umdId: '', active: true, roleFk: '', companyPk: '' };
}

/** The dialog of 'Edit user', filled from the listed user. */
export function userFormFrom(user: StaffUser): UserForm {
  return {
    userPk: user.userPk,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    umdId: String(user.umdId),
    active: user.active,
    roleFk: user.roleFk ? String(user.roleFk) : '',
    companyPk: user.companyPk == null ? '' : String(user.companyPk),
  };
}

/** The UID as a number, or null when it is not a positive whole number. */
export function parseUid(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const uid = Number(trimmed);
  return uid > 0 && Number.isSafeInteger(uid) ? uid : null;
}

/** The same one-`@`, dotted-domain shape the server accepts. */
function isEmailShaped(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || value.indexOf('@', at + 1) !== -1 || /\s/.test(value)) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label !== '');
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The checks made in the browser before a save, against the users already listed.
 * SPEC 5.3 first, in its order (e-mail of another user, UID of another user, role); then
 * what the server would refuse anyway, field by field as the dialog shows them. The first
 * failure stops the save. "Another user" leaves out the user being edited.
 */
export function checkUserForm(form: UserForm, users: readonly StaffUser[]): UserFormProblem | null {
  const others = users.filter((user) => user.userPk !== form.userPk);
  const uid = parseUid(form.umdId);

  if (form.email.trim() && others.some((user) => sameEmail(user.email, form.email))) {
    return { field: 'email', message: EMAIL_ALREADY_USED };
  }
  if (uid !== null && others.some((user) => user.userRole.umdId === uid)) {
    return { field: 'umdId', message: UID_ALREADY_USED };
  }
  if (!form.roleFk) return { field: 'roleFk', message: ROLE_REQUIRED };
  if (Number(form.roleFk) === ROLE_CODE_INSURANCE && !form.companyPk) {
    return { field: 'companyPk', message: 'An Insurance user needs a company: choose the company this user works for.' };
  }
  if (!form.firstName.trim()) return { field: 'firstName', message: "Enter the user's first name." };
  if (!form.lastName.trim()) return { field: 'lastName', message: "Enter the user's last name." };
  if (!form.email.trim()) return { field: 'email', message: "Enter the user's e-mail address." };
  if (!isEmailShaped(form.email.trim())) {
    return { field: 'email', message: 'Enter an e-mail address such as name@insurance.example.gov.' };
  }
  if (!form.umdId.trim()) return { field: 'umdId', message: "Enter the user's UID." };
  if (uid === null) return { field: 'umdId', message: 'The UID must be a positive whole number.' };
  return null;
}

/** The body of `POST /api/users` for a form that passed {@link checkUserForm}. */
export function toSaveRequest(form: UserForm): UserSaveRequest {
  const roleFk = Number(form.roleFk);
  return {
    userPk: form.userPk,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    umdId: parseUid(form.umdId) ?? 0,
    active: form.active,
    roleFk,
    // Only an Insurance user works for a company; an Administrator's is cleared.
    companyPk: roleFk === ROLE_CODE_INSURANCE && form.companyPk ? Number(form.companyPk) : null,
  };
}
