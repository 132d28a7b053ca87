import { AdminFilingsPage } from '@/features/admin/filings/components/admin-filings-page';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';

/** Admin Filings (SPEC 2.11). */
export function Component() {
  const profile = useSiteProfile();
  return <AdminFilingsPage rateFilingSystemName={profile.rateFilingSystemName} />;
}
