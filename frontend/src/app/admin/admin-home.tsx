import { AdminHome } from '@/features/admin/home/components/admin-home';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';

/** Admin Home (SPEC 2.10). */
export function Component() {
  const profile = useSiteProfile();
  return <AdminHome productTitle={profile.productTitle} />;
}
