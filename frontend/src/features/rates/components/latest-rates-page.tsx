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
 * the way to download the data and to follow new filings and comment periods (issue 19). While
 * public commenting is on, open filings count down their days left to comment (issue 20).
 */
export function LatestRatesPage({ federalRateReviewUrl }: LatestRatesPageProps) {
  const rates = useLatestRates();
  // Countdowns only while commenting is on; should the switch fail to load, the table still shows.
  const commentsAllowed = usePublicCommentsAllowed();
  const now = useNow();
  const commentClock = commentsAllowed.data === true ? now : null;

  return (
    <div className="margin-y-4">
      {rates.isPending && <LoadingOverlay label="Loading the latest rate changes…" />}
      <h1>Latest Rate Changes</h1>
      <div className="usa-prose margin-bottom-4">
        <p className="usa-intro">
          View the latest proposed rate changes that health insurance companies have filed with the
          department.
        </p>
        <p>
          You can participate in the rate review process: open a filing’s details to read about it and,
          while it is open for public comment, send your comments.
          {isSafeExternalUrl(federalRateReviewUrl) && (
            <>
              {' '}
              More information is available on the{' '}
              <ExternalLink href={federalRateReviewUrl} icon>
                federal rate review site
              </ExternalLink>
              .
            </>
          )}
        </p>
      </div>
      <p className="margin-bottom-0">
        <Link to={paths.openData.href()} className="usa-link">
          Download this data
        </Link>{' '}
        as CSV or JSON, with every published comment and the plan premiums.
      </p>
      <FollowFeeds feeds={[filingsFeed(), commentPeriodsFeed()]} />
      {rates.isError && <ErrorAlert message="Something went wrong. Please try again later." />}
      {rates.isSuccess &&
        (rates.data.length === 0 ? <p>No data found.</p> : <LatestRatesTable rates={rates.data} commentClock={commentClock} />)}
    </div>
  );
}
