import { Card, CardBody, CardFooter, CardGroup, CardHeader } from '@trussworks/react-uswds';
import { isSafeExternalUrl } from '@/lib/links';
import { ExternalLink } from '@/lib/ui/external-link';
import type { QualityMeasure } from '../types';
import styles from './quality-measures-preview.module.css';

/**
 * The 'Quality Measures' card of SPEC 2.14, as the public Home and Quality Measures pages
 * show it: the note and a 'See Report' button that opens the link in a new window.
 */
export function QualityMeasuresPreview({ note, link }: QualityMeasure) {
  return (
    <CardGroup>
      <Card gridLayout={{ tablet: { col: 10 }, desktop: { col: 8 } }}>
        <CardHeader>
          <h2 className="usa-card__heading">Quality Measures</h2>
        </CardHeader>
        <CardBody>
          <p className={styles.note}>{note}</p>
        </CardBody>
        <CardFooter>
          {isSafeExternalUrl(link) ? (
            <ExternalLink href={link} className="usa-button">
              See Report
            </ExternalLink>
          ) : (
            <p className="margin-0">No report link is stored: edit the section to add one.</p>
          )}
        </CardFooter>
      </Card>
    </CardGroup>
  );
}
