import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '@/lib/comment-countdown';
import { commentPeriodsFeed, filingsFeed } from '@/lib/feeds';
import { isSafeExternalUrl } from '@/lib/links';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { ExternalLink } from '@/lib/ui/external-link';
import { FollowFeeds } from '@/lib/ui/follow-feeds';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { usePublicCommentsAllowed } from '@/lib/public-comments-allowed';
import { useLatestRates } from '../api/get-latest-rates';
import { LatestRatesTable } from './latest-rates-table';

type LatestRatesPageProps = {
  /** The federal rate review site (site profile `links.federalRateReview`). */
  federalRateReviewUrl: string;
};

/**
 * Latest Rate Changes (SPEC 2.7): the intro and the table of the latest filings; between them,
 * the way to download the data and to follow new filings and comment periods. While
 * public commenting is on, open filings count down their days left to comment.
 */
export function LatestRatesPage({ federalRateReviewUrl }: LatestRatesPageProps) {
  const { t } = useTranslation('rates');
  const rates = useLatestRates();
  // Countdowns only while commenting is on; should the switch fail to load, the table still shows.
  const commentsAllowed = usePublicCommentsAllowed();
  const now = useNow();
  const commentClock = commentsAllowed.data === true ? now : null;

  return (
    <div className="margin-y-4">
      {rates.isPending && <LoadingOverlay label={t('loading')} />}
      <h1>{t('heading')}</h1>
      <div className="usa-prose margin-bottom-4">
        <p className="usa-intro">{t('intro')}</p>
        <p>
          {t('participate')}
          {isSafeExternalUrl(federalRateReviewUrl) && (
            <>
              {' '}
              <Trans
                t={t}
                i18nKey="moreInformation"
                components={[<ExternalLink key="federal" href={federalRateReviewUrl} icon children={null} />]}
              />
            </>
          )}
        </p>
      </div>
      <p className="margin-bottom-0">
        <Trans t={t} i18nKey="download" components={[<Link key="download" to={paths.openData.href()} className="usa-link" />]} />
      </p>
      <FollowFeeds feeds={[filingsFeed(), commentPeriodsFeed()]} />
      {rates.isError && <ErrorAlert message={t('error')} />}
      {rates.isSuccess &&
        (rates.data.length === 0 ? <p>{t('noData')}</p> : <LatestRatesTable rates={rates.data} commentClock={commentClock} />)}
    </div>
  );
}
