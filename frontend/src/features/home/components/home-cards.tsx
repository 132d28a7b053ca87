import type { ReactNode } from 'react';
import { Card, CardBody, CardFooter, CardGroup, CardHeader } from '@trussworks/react-uswds';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ExternalLink } from '@/lib/ui/external-link';

/** Every card takes a full row on phones, half on tablets, a third on desktops. */
const cardGrid = { tablet: { col: 6 }, desktop: { col: 4 } } as const;

type HomeCardsProps = {
  /** The state's name, for the welcome line. */
  stateName: string;
  consumerGuideUrl: string;
  newsUrl: string;
  /** The 'Quality Measures' card, which belongs to the measures feature. */
  qualityMeasuresCard: ReactNode;
};

/** The welcome line and the five cards of the public home page (SPEC 2.4). */
export function HomeCards({ stateName, consumerGuideUrl, newsUrl, qualityMeasuresCard }: HomeCardsProps) {
  return (
    <>
      <p className="usa-intro margin-top-4">
        Welcome to the {stateName} Health Insurance Transparency website where you can:
      </p>
      <CardGroup className="margin-top-3">
        <Card gridLayout={cardGrid}>
          <CardHeader>
            <h2 className="usa-card__heading">Compare</h2>
          </CardHeader>
          <CardBody>
            <p>Search for information about individual insurance companies.</p>
          </CardBody>
          <CardFooter>
            <Link to={paths.compare.href()} className="usa-button">
              Start
            </Link>
          </CardFooter>
        </Card>

        {qualityMeasuresCard}

        <Card gridLayout={cardGrid}>
          <CardHeader>
            <h2 className="usa-card__heading">Filings</h2>
          </CardHeader>
          <CardBody>
            <p>
              Participate in the rate review process for proposed premium increases. View the latest
              proposed rate changes.
            </p>
          </CardBody>
          <CardFooter>
            <Link to={paths.rates.href()} className="usa-button">
              See filings
            </Link>
          </CardFooter>
        </Card>

        <Card gridLayout={cardGrid}>
          <CardHeader>
            <h2 className="usa-card__heading">Guide</h2>
          </CardHeader>
          <CardBody>
            <p>Learn about health reforms and how it may affect you.</p>
          </CardBody>
          <CardFooter>
            <ExternalLink href={consumerGuideUrl} className="usa-button">
              Read the guide
            </ExternalLink>
          </CardFooter>
        </Card>

        <Card gridLayout={cardGrid}>
          <CardHeader>
            <h2 className="usa-card__heading">News</h2>
          </CardHeader>
          <CardBody>
            <p>See the latest news from the Insurance Dept.</p>
          </CardBody>
          <CardFooter>
            <ExternalLink href={newsUrl} className="usa-button">
              Read the news
            </ExternalLink>
          </CardFooter>
        </Card>
      </CardGroup>
    </>
  );
}
