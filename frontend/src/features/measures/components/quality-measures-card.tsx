import { Card, CardBody, CardFooter, CardHeader } from '@trussworks/react-uswds';
import type { ComponentProps } from 'react';
import { ExternalLink } from '@/lib/ui/external-link';
import { isSafeExternalUrl } from '@/lib/links';
import styles from './quality-measures-card.module.css';

type CardProps = ComponentProps<typeof Card>;

const DEFAULT_GRID: CardProps['gridLayout'] = { tablet: { col: 6 }, desktop: { col: 4 } };

type QualityMeasuresCardProps = {
  /** The stored note, shown as text exactly as stored (line breaks kept). */
  note?: string;
  /** The stored report address; the button is left out when it is missing or not http(s). */
  link?: string;
  /** 'h1' when the card is the page itself (/measures). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Its width in the card grid; a third of a desktop row by default (the home page). */
  gridLayout?: CardProps['gridLayout'];
};

/** The 'Quality Measures' card of SPEC 2.4/2.6: the note and a 'See Report' button. */
export function QualityMeasuresCard({
  note,
  link,
  headingLevel = 'h2',
  gridLayout = DEFAULT_GRID,
}: QualityMeasuresCardProps) {
  const Heading = headingLevel;
  return (
    <Card gridLayout={gridLayout}>
      <CardHeader>
        <Heading className="usa-card__heading">Quality Measures</Heading>
      </CardHeader>
      <CardBody>
        {/* Loaded but empty: say so rather than show an empty card. */}
        <p className={styles.note}>{note === '' ? 'The department has not published quality measures yet.' : note}</p>
      </CardBody>
      {link && isSafeExternalUrl(link) && (
        <CardFooter>
          <ExternalLink href={link} className="usa-button">
            See Report
          </ExternalLink>
        </CardFooter>
      )}
    </Card>
  );
}
