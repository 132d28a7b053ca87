import { ComparePlansPage } from '@/features/compare/components/compare-plans-page';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';

/** Compare Plans (SPEC 2.5). */
export function CompareRoute() {
  const profile = useSiteProfile();
  return (
    <ComparePlansPage
      contacts={{
        departmentName: profile.departmentName,
        supportDesk: profile.supportDesk,
        federalMarketplaceUrl: profile.links.federalMarketplace,
        stateName: profile.stateName,
      }}
    />
  );
}
