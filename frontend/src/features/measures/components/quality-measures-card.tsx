import { Card, CardBody, CardFooter, CardHeader } from '@trussworks/react-uswds';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/lib/ui/external-link';
import { isSafeExternalUrl } from '@/lib/links';
import { useShownQualityMeasure } from '../api/use-shown-quality-measure';
import styles from './quality-measures-card.module.css';

type CardProps = ComponentProps<typeof Card>;

const DEFAULT_GRID: CardProps['gridLayout'] = { tablet: { col: 6 }, desktop: { col: 4 } };

type QualityMeasuresCardProps = {
  /**
   * The stored (English) note, shown as text exactly as stored (line breaks kept); in Spanish the
   * Spanish note replaces it when staff gave one.
   */
  note?: string;
  /**
   * The stored (English) report address, likewise replaced by the Spanish one; the button is left
   * out when it is missing or not http(s).
   */
  link?: string;
  /** 'h1' when the card is the page itself (/measures). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Its width in the card grid; a third of a desktop row by default (the home page). */
  gridLayout?: CardProps['gridLayout'];
};

/** The 'Quality Measures' card of SPEC 2.4/2.6: the note and a 'See Report' button, in the language shown. */
export function QualityMeasuresCard({
  note: englishNote,
  link: englishLink,
  headingLevel = 'h2',
  gridLayout = DEFAULT_GRID,
}: QualityMeasuresCardProps) {
  const { t } = useTranslation('measures');
  const { note, link } = useShownQualityMeasure({ note: englishNote, link: englishLink });
  const Heading = headingLevel;
  return (
    <Card gridLayout={gridLayout}>
      <CardHeader>
        <Heading className="usa-card__heading">{t('card.heading')}</Heading>
      </CardHeader>
      <CardBody>
        {/* Loaded but empty: say so rather than show an empty card. */}
        <p className={styles.note}>{note === '' ? t('card.empty') : note}</p>
      </CardBody>
      {link && isSafeExternalUrl(link) && (
        <CardFooter>
          <ExternalLink href={link} className="usa-button">
            {t('card.seeReport')}
          </ExternalLink>
        </CardFooter>
      )}
    </Card>
  );
}
