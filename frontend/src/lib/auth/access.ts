import type { LoggedInUser } from './stored-session';

/** SPEC 6 role names, as `loggedInUser.roles` carries them (roleFk 1 and 2). */
export const ROLE_INSURANCE = 'Insurance';
export const ROLE_ADMINISTRATOR = 'Administrator';

/**
 * Who may see a route (SPEC 2.2, 6): every role of `allRoles`, at least one of
 * `anyRoles`, and/or a custom check. A route without any of them is open to every
 * signed-in user.
 */
export type RouteAccess = {
  allRoles?: readonly string[];
  anyRoles?: readonly string[];
  check?: (user: LoggedInUser) => boolean;
};

/** Whether `user` passes every condition `access` sets. */
export function isAllowed(user: LoggedInUser, access: RouteAccess | undefined): boolean {
  if (!access) return true;
  const { allRoles, anyRoles, check } = access;
  if (allRoles && !allRoles.every((role) => user.roles.includes(role))) return false;
  if (anyRoles && !anyRoles.some((role) => user.roles.includes(role))) return false;
  return check ? check(user) : true;
}
