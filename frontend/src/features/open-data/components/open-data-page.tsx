import { Link } from 'react-router';
import { apiUrl } from '@/lib/api-client';
import { commentPeriodsFeed, filingsFeed } from '@/lib/feeds';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { FollowFeeds } from '@/lib/ui/follow-feeds';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useOpenData } from '../api/get-open-data';
import { DatasetSection } from './dataset-section';
import styles from './open-data.module.css';

type OpenDataPageProps = {
  /** The terms of reuse (site profile `openDataTerms`). */
  terms: string;
};

/**
 * Open data (/data, issue 19): every public data set to download with its size, row count, last
 * update and column dictionary; the feeds to follow new filings; the API for developers.
 */
export function OpenDataPage({ terms }: OpenDataPageProps) {
  const catalogue = useOpenData();

  return (
    <div className="margin-y-4">
      {catalogue.isPending && <LoadingOverlay label="Loading the open data…" />}
      <h1>Open data</h1>
      <div className="usa-prose">
        <p className="usa-intro">
          Take the department’s public rate information and use it: every rate filing shown on this site, every
          published comment and the plan premiums of each year open for comparison.
        </p>
        <p>
          For reporters, researchers, consumer advocates, other agencies and anyone curious. The files are free,
          with no account to create: CSV files open in any spreadsheet, JSON files suit programs.
        </p>
        <p>
          <span className={styles.termsLabel}>Terms of use:</span> {terms}
        </p>
      </div>
      {catalogue.isError && <ErrorAlert message="Something went wrong. Please try again later." />}
      {catalogue.isSuccess &&
        (catalogue.data.datasets.length === 0 ? (
          <p>No data found.</p>
        ) : (
          catalogue.data.datasets.map((dataset) => <DatasetSection key={dataset.id} dataset={dataset} />)
        ))}
      <section aria-labelledby="open-data-follow" className={styles.dataset}>
        <h2 id="open-data-follow">Follow new filings</h2>
        <p className="usa-prose">
          Instead of coming back to check, follow the site’s feeds: new and changed rate filings, and comment
          periods as they open and a week before they close. Each company’s page, reached from{' '}
          <Link to={paths.rates.href()} className="usa-link">
            Latest Rates
          </Link>
          , also has a feed of that company’s filings.
        </p>
        <FollowFeeds feeds={[filingsFeed(), commentPeriodsFeed()]} />
      </section>
      <section aria-labelledby="open-data-developers" className={styles.dataset}>
        <h2 id="open-data-developers">For developers</h2>
        <p className="usa-prose">
          Everything on this site comes from a public API that needs no key. The{' '}
          <a href={apiUrl('/docs')} className="usa-link">
            API reference
          </a>{' '}
          describes each call for people; the{' '}
          <a href={apiUrl('/openapi.json')} className="usa-link">
            OpenAPI document
          </a>{' '}
          describes it for programs.
        </p>
      </section>
    </div>
  );
}
