import type { ReactNode } from 'react';
import { Card, CardBody, CardFooter, CardGroup, CardHeader } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('home');
  return (
    <>
      <p className="usa-intro margin-top-4">{t('welcome', { stateName })}</p>
      <CardGroup className="margin-top-3">
        <HomeCard card="compare">
          <Link to={paths.compare.href()} className="usa-button">
            {t('compare.action')}
          </Link>
        </HomeCard>

        {qualityMeasuresCard}

        <HomeCard card="filings">
          <Link to={paths.rates.href()} className="usa-button">
            {t('filings.action')}
          </Link>
        </HomeCard>

        <HomeCard card="guide">
          <ExternalLink href={consumerGuideUrl} className="usa-button">
            {t('guide.action')}
          </ExternalLink>
        </HomeCard>

        <HomeCard card="news">
          <ExternalLink href={newsUrl} className="usa-button">
            {t('news.action')}
          </ExternalLink>
        </HomeCard>
      </CardGroup>
    </>
  );
}

/** One card: its heading and text (`home:{card}.heading`, `home:{card}.text`) and its link. */
function HomeCard({ card, children }: { card: 'compare' | 'filings' | 'guide' | 'news'; children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Card gridLayout={cardGrid}>
      <CardHeader>
        <h2 className="usa-card__heading">{t(`${card}.heading`)}</h2>
      </CardHeader>
      <CardBody>
        <p>{t(`${card}.text`)}</p>
      </CardBody>
      <CardFooter>{children}</CardFooter>
    </Card>
  );
}
