import { UsersPage } from '@/features/admin/users/components/users-page';

/** Admin Users (SPEC 2.15): staff users, their roles and whether they may sign in. */
export function Component() {
  return <UsersPage />;
}
