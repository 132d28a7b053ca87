import { useTranslation } from 'react-i18next';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';
import { HomeCards } from '@/features/home/components/home-cards';
import { useQualityMeasureLink } from '@/features/measures/api/get-quality-measure-link';
import { useQualityMeasureNote } from '@/features/measures/api/get-quality-measure-note';
import { QualityMeasuresCard } from '@/features/measures/components/quality-measures-card';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';

/** Public Home (SPEC 2.4). */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const profile = useSiteProfile();
  const note = useQualityMeasureNote();
  const link = useQualityMeasureLink();
  // SPEC 2.4: the overlay stays until both requests have settled, whatever the outcome.
  const settling = note.isPending || link.isPending;
  const failed = note.isError || link.isError;

  return (
    <>
      {settling && <LoadingOverlay label={t('loading')} />}
      <h1 className="usa-sr-only">{profile.siteTitle}</h1>
      {failed && <ErrorAlert message={t('loadFailed')} />}
      <HomeCards
        stateName={profile.stateName}
        consumerGuideUrl={profile.links.consumerGuide}
        newsUrl={profile.links.news}
        qualityMeasuresCard={<QualityMeasuresCard note={note.data} link={link.data} />}
      />
    </>
  );
}
