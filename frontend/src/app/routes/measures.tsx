import { CardGroup } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
import { useQualityMeasureLink } from '@/features/measures/api/get-quality-measure-link';
import { useQualityMeasureNote } from '@/features/measures/api/get-quality-measure-note';
import { QualityMeasuresCard } from '@/features/measures/components/quality-measures-card';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';

/** Quality Measures (SPEC 2.6): the home page's card on a page of its own. */
export function MeasuresRoute() {
  const { t } = useTranslation('measures');
  const note = useQualityMeasureNote();
  const link = useQualityMeasureLink();

  if (note.isPending || link.isPending) return <LoadingOverlay label={t('page.loading')} />;
  if (note.isError || link.isError) {
    return (
      <div className="margin-y-4">
        <h1>{t('card.heading')}</h1>
        <ErrorAlert message={t('page.failed')} />
      </div>
    );
  }
  return (
    <CardGroup className="margin-y-4">
      <QualityMeasuresCard
        note={note.data}
        link={link.data}
        headingLevel="h1"
        gridLayout={{ tablet: { col: 10 }, desktop: { col: 8 } }}
      />
    </CardGroup>
  );
}
