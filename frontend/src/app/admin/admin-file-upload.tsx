import { FileUploadPage } from '@/features/admin/companies/components/file-upload-page';
import { useSession } from '@/lib/auth/session';

/** File Upload (SPEC 2.18): open to Administrators and Insurance users (the route's access rule). */
export function Component() {
  const session = useSession();
  // The secured area shows this screen only once signed in.
  if (session.status !== 'logged-in') return null;
  return <FileUploadPage user={session.user} />;
}
