import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { commentPeriodsFeed, companyFeed, type Feed } from '@/lib/feeds';
import { paths } from '@/lib/paths';
import { usePublicCommentsAllowed } from '@/lib/public-comments-allowed';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { FollowFeeds } from '@/lib/ui/follow-feeds';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useSingleFiling, type FilingKeys } from '../api/get-single-filing';
import type { FilingDetail, SingleFiling } from '../types';
import { AttachmentsTable } from '@/lib/ui/attachments-table';
import { CommentSection } from './comment-section';
import { ProductInformation, RateFacts } from './filing-facts';
import { PublishedComments } from './published-comments';
import styles from './rate-page.module.css';

/**
 * The filing a Rate Page shows: the answer, and the keys the server answered for (so each is a
 * positive whole number) — what the sections other features add are made from.
 */
export type ShownFiling = {
  product: SingleFiling;
  detail: FilingDetail;
  companyProductPk: number;
  toiId: number;
  filingId: number;
};

/** A section another feature adds below the filing's figures, made from the filing shown (or nothing). */
export type FilingSectionSlot = (filing: ShownFiling) => ReactNode;

type RatePageProps = {
  /** The four keys of the address, as given. */
  filingKeys: FilingKeys;
  /** The filing among its product's filings, below its figures once it has loaded. */
  rateHistory?: FilingSectionSlot;
  /** "What this means for you", after the rate history. */
  premiumChange?: FilingSectionSlot;
};

/**
 * Rate Page (SPEC 2.9): one rate filing of a company product and type of insurance,
 * with its attachments, its published comments and, while the comment period is
 * open, the way to comment on it; under the heading, the feeds that follow it;
 * below its figures, its place in the product's rate history.
 */
export function RatePage({ filingKeys, ...slots }: RatePageProps) {
  const filing = useSingleFiling(filingKeys);
  const commentsAllowed = usePublicCommentsAllowed();
  const { t } = useTranslation('filing');

  return (
    <div className="margin-y-4">
      {(filing.isPending || commentsAllowed.isPending) && <LoadingOverlay label={t('ratePage.loading')} />}
      <ul className={`usa-list usa-list--unstyled ${styles.links}`}>
        <li>
          <Link to={paths.company.href(filingKeys.companyProductPk)} className="usa-link">
            {t('ratePage.companyInfo')}
          </Link>
        </li>
        <li>
          <Link to={paths.rates.href()} className="usa-link">
            {t('ratePage.allLatestRates')}
          </Link>
        </li>
      </ul>
      <h1>{t('ratePage.heading')}</h1>
      <RatePageBody filing={filing} commentsAllowed={commentsAllowed} filingKeys={filingKeys} {...slots} />
    </div>
  );
}

type RatePageBodyProps = {
  filing: ReturnType<typeof useSingleFiling>;
  commentsAllowed: ReturnType<typeof usePublicCommentsAllowed>;
  /** The keys of the address: its company's line of the filing is shown. */
  filingKeys: FilingKeys;
  rateHistory?: FilingSectionSlot;
  premiumChange?: FilingSectionSlot;
};

function RatePageBody({ filing, commentsAllowed, filingKeys, rateHistory, premiumChange }: RatePageBodyProps) {
  const { t } = useTranslation('filing');
  // A filing that does not exist, or an address that cannot name one ('abc'): SPEC 2.9 / 8.
  if (filing.isError && isNoSuchFiling(filing.error)) return <p>{t('ratePage.noData')}</p>;
  if (filing.isError || commentsAllowed.isError) {
    return <ErrorAlert title={t('ratePage.errorTitle')} message={t('ratePage.errorMessage')} />;
  }
  if (filing.isPending || commentsAllowed.isPending) return null;
  const detail = filing.data.filingList[0];
  if (!detail) return <p>{t('ratePage.noData')}</p>;
  // The server answered for these keys, so each is a positive whole number.
  const shown: ShownFiling = {
    product: filing.data,
    detail,
    companyProductPk: Number(filingKeys.companyProductPk),
    toiId: Number(filingKeys.toiId),
    filingId: detail.filingId,
  };
  return (
    <>
      <FollowFeeds feeds={feedsOfFiling(filingKeys.companyPk, filing.data.companyName)} />
      <FilingSections
        product={filing.data}
        detail={detail}
        commentsAllowed={commentsAllowed.data}
        added={
          <>
            {rateHistory?.(shown)}
            {premiumChange?.(shown)}
          </>
        }
      />
    </>
  );
}

/**
 * What a shown filing can be followed by: its company's feed — the company of the
 * address, which the server has just answered for — and the comment periods.
 */
function feedsOfFiling(companyPk: string, companyName: string): Feed[] {
  const key = Number(companyPk);
  const known = /^[0-9]+$/.test(companyPk) && Number.isSafeInteger(key) && key > 0;
  return known ? [companyFeed(key, companyName), commentPeriodsFeed()] : [commentPeriodsFeed()];
}

function isNoSuchFiling(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

type FilingSectionsProps = {
  product: SingleFiling;
  detail: FilingDetail;
  commentsAllowed: boolean;
  /** The sections other features add (rate history, premium change), between the figures and the attachments. */
  added: ReactNode;
};

function FilingSections({ product, detail, commentsAllowed, added }: FilingSectionsProps) {
  const { t } = useTranslation('filing');
  return (
    <>
      <div className="grid-row grid-gap-4">
        <section className="desktop:grid-col-6 margin-bottom-4" aria-labelledby="product-information-heading">
          <h2 id="product-information-heading">{t('ratePage.productInformation')}</h2>
          <ProductInformation product={product} filing={detail} />
        </section>
        <section className="desktop:grid-col-6 margin-bottom-4" aria-labelledby="rate-heading">
          <h2 id="rate-heading">{t('ratePage.rate')}</h2>
          <RateFacts filing={detail} />
        </section>
      </div>
      {added}
      <section className="margin-bottom-4" aria-labelledby="attachments-heading">
        <h2 id="attachments-heading">{t('ratePage.attachments')}</h2>
        {detail.attachments.length === 0 ? (
          <p>{t('ratePage.noAttachments')}</p>
        ) : (
          <AttachmentsTable attachments={detail.attachments} />
        )}
      </section>
      <section aria-labelledby="comments-heading">
        <h2 id="comments-heading">{t('ratePage.comments')}</h2>
        <CommentSection
          filingId={detail.filingId}
          commentPeriod={detail.commentPeriod}
          commentsAllowed={commentsAllowed}
        />
        <PublishedComments comments={detail.comments} />
      </section>
    </>
  );
}
