import { AdminCommentsPage } from '@/features/admin/comments/components/admin-comments-page';

/** Admin Comments (SPEC 2.16). */
export function Component() {
  return <AdminCommentsPage />;
}
