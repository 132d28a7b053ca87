import { LatestRatesPage } from '@/features/rates/components/latest-rates-page';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';

/** Latest Rate Changes (SPEC 2.7). */
export function RatesRoute() {
  const profile = useSiteProfile();
  return <LatestRatesPage federalRateReviewUrl={profile.links.federalRateReview} />;
}
