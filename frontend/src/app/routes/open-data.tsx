import { OpenDataPage } from '@/features/open-data/components/open-data-page';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';

/** Open data (/data): the downloads, feeds and API, under the site profile's terms. */
export function OpenDataRoute() {
  const profile = useSiteProfile();
  return <OpenDataPage terms={profile.openDataTerms} />;
}
