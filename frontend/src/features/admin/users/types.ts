/** The Users screen's types, from the admin API's contract (`@/lib/api/admin-api`). */
export type { AdminCompany, SignInBinding, StaffUser, UserSaveRequest } from '@/lib/api/admin-api';

/** SPEC 6, 9 role codes (roleFk). */
export const ROLE_CODE_INSURANCE = 1;
export const ROLE_CODE_ADMINISTRATOR = 2;

/** The Role select's choices, in the order SPEC 2.15 lists them. */
export const ROLE_OPTIONS = [
  { code: ROLE_CODE_INSURANCE, label: 'Insurance' },
  { code: ROLE_CODE_ADMINISTRATOR, label: 'Administrator' },
] as const;

/** How the Status column and the dialog name a user's state (SPEC 2.15). */
export function statusLabel(active: boolean): 'Active' | 'Inactive' {
  return active ? 'Active' : 'Inactive';
}
