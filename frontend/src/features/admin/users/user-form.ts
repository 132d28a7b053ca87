import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { ROLE_CODE_INSURANCE, type StaffUser, type UserSaveRequest } from './types';

/** A field of the dialog that a check can find fault with. */
export type UserField = 'firstName' | 'lastName' | 'email' | 'umdId' | 'roleFk' | 'companyPk';

/** The fields in the order their problems are reported, after SPEC 5.3's e-mail and UID. */
const FIELD_ORDER: readonly UserField[] = ['roleFk', 'companyPk', 'firstName', 'lastName', 'email', 'umdId'];

/** The dialog's field for a request field the server named (`email`, `umdId`, …), if it has one. */
export function userFieldOf(requestField: string | null): UserField | null {
  return FIELD_ORDER.find((field) => field === requestField) ?? null;
}

/** SPEC 5.3's messages, exactly. */
export const EMAIL_ALREADY_USED = 'Email already used.';
export const UID_ALREADY_USED = 'UID already used.';
export const ROLE_REQUIRED = 'A role is required.';

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

/** The user dialog's fields as typed, each with the check the server would make anyway. */
const userFormFields = z.object({
  /** The user's key when editing; null for a new user. */
  userPk: z.nullable(z.number()),
  firstName: z.string().check(z.trim(), z.minLength(1, "Enter the user's first name.")),
  lastName: z.string().check(z.trim(), z.minLength(1, "Enter the user's last name.")),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter the user's e-mail address."),
      z.refine(isEmailShaped, 'Enter an e-mail address such as name@insurance.example.gov.'),
    ),
  /** The UID as typed; a positive whole number once checked. */
  umdId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Enter the user's UID."),
      z.refine((uid) => parseUid(uid) !== null, 'The UID must be a positive whole number.'),
    ),
  /** New users start active (SPEC 4.4); the dialog only shows it. */
  active: z.boolean(),
  /** '' until a role is chosen, else '1' (Insurance) or '2' (Administrator). */
  roleFk: z.string().check(z.minLength(1, ROLE_REQUIRED)),
  /** The company of an Insurance user; '' until one is chosen. */
  companyPk: z.string(),
});

/** The user dialog's fields as typed: every value a string, as the inputs hold them. */
export type UserForm = z.input<typeof userFormFields>;

/**
 * The user dialog's form, checked against the users already listed ("another user" leaves out
 * the user being edited); what passes becomes the body of `POST /api/users`.
 */
export function userSaveSchema(users: readonly StaffUser[]) {
  const checked = userFormFields.check(
    z.superRefine((form, context) => {
      const others = users.filter((user) => user.userPk !== form.userPk);
      const uid = parseUid(form.umdId);
      if (form.email && others.some((user) => sameEmail(user.email, form.email))) {
        context.addIssue({ code: 'custom', path: ['email'], message: EMAIL_ALREADY_USED });
      }
      if (uid !== null && others.some((user) => user.userRole.umdId === uid)) {
        context.addIssue({ code: 'custom', path: ['umdId'], message: UID_ALREADY_USED });
      }
      if (Number(form.roleFk) === ROLE_CODE_INSURANCE && !form.companyPk) {
        context.addIssue({
          code: 'custom',
          path: ['companyPk'],
          message: 'An Insurance user needs a company: choose the company this user works for.',
        });
      }
    }),
  );
  return z.pipe(checked, z.transform(toSaveRequest));
}

/**
 * The one field whose problem the dialog shows: SPEC 5.3 first, in its order (e-mail of another
 * user, UID of another user, role); then what the server would refuse anyway, field by field.
 */
export function firstProblem(errors: FieldErrors<UserForm>): UserField | undefined {
  const atFault = FIELD_ORDER.filter((field) => errors[field]);
  const usedByAnother = (field: UserField) => [EMAIL_ALREADY_USED, UID_ALREADY_USED].includes(errors[field]?.message ?? '');
  return atFault.find(usedByAnother) ?? atFault[0];
}

/** The user dialog's resolver: {@link userSaveSchema}, stopping at {@link firstProblem} as SPEC 5.3 does. */
export function userFormResolver(users: readonly StaffUser[]): Resolver<UserForm, unknown, UserSaveRequest> {
  const resolve = zodResolver(userSaveSchema(users));
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const first = firstProblem(result.errors);
    return first ? { values: {}, errors: { [first]: result.errors[first] } } : result;
  };
}

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

/** The body of `POST /api/users` for a form that passed {@link userSaveSchema}'s checks. */
function toSaveRequest(form: UserForm): UserSaveRequest {
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
