import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';

/** What shows while the site profile, which every screen's frame needs, loads. */
export function SiteLoading() {
  const { t } = useTranslation('layout');
  return <LoadingOverlay label={t('loadingSite')} />;
}
