import { Trans, useTranslation } from 'react-i18next';
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
 * Open data (/data): every public data set to download with its size, row count, last
 * update and column dictionary; the feeds to follow new filings; the API for developers.
 */
export function OpenDataPage({ terms }: OpenDataPageProps) {
  const { t } = useTranslation('openData');
  const catalogue = useOpenData();

  return (
    <div className="margin-y-4">
      {catalogue.isPending && <LoadingOverlay label={t('loading')} />}
      <h1>{t('heading')}</h1>
      <div className="usa-prose">
        <p className="usa-intro">{t('intro')}</p>
        <p>{t('audience')}</p>
        <p>
          <span className={styles.termsLabel}>{t('termsLabel')}</span> {terms}
        </p>
      </div>
      {catalogue.isError && <ErrorAlert message={t('error')} />}
      {catalogue.isSuccess &&
        (catalogue.data.datasets.length === 0 ? (
          <p>{t('noData')}</p>
        ) : (
          catalogue.data.datasets.map((dataset) => <DatasetSection key={dataset.id} dataset={dataset} />)
        ))}
      <section aria-labelledby="open-data-follow" className={styles.dataset}>
        <h2 id="open-data-follow">{t('follow.heading')}</h2>
        <p className="usa-prose">
          <Trans t={t} i18nKey="follow.text" components={[<Link key="rates" to={paths.rates.href()} className="usa-link" />]} />
        </p>
        <FollowFeeds feeds={[filingsFeed(), commentPeriodsFeed()]} />
      </section>
      <section aria-labelledby="open-data-developers" className={styles.dataset}>
        <h2 id="open-data-developers">{t('developers.heading')}</h2>
        <p className="usa-prose">
          <Trans
            t={t}
            i18nKey="developers.text"
            components={[
              <a key="docs" href={apiUrl('/docs')} className="usa-link" />,
              <a key="openapi" href={apiUrl('/openapi.json')} className="usa-link" />,
            ]}
          />
        </p>
      </section>
    </div>
  );
}
