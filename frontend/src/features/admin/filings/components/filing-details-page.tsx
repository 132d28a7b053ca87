import { useCallback } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { adminPaths } from '@/lib/paths';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useFiling } from '../api/get-filing';
import type { AdminFiling, FilingAttachment } from '../types';
import { AttachmentsTable } from '@/lib/ui/attachments-table';
import { AttachmentDownload } from './attachment-download';
import { FilingComments } from './filing-comments';
import { ProductInformation, RateFacts } from './filing-facts';
import { NotProvided } from '@/lib/ui/fact-list';
import styles from './filing-details.module.css';

type FilingDetailsPageProps = {
  /** The filing's key as the address gives it (text: 'abc' is the server's to refuse). */
  filingId: string;
};

/**
 * Filing Details (SPEC 2.12): one filing as staff see it, whatever its status, in a 'Rate
 * Information' card with its company, product, rate figures, every attachment and every comment.
 */
export function FilingDetailsPage({ filingId }: FilingDetailsPageProps) {
  const filing = useFiling(filingId);

  return (
    <div className="margin-y-4">
      {filing.isPending && <LoadingOverlay label="Loading the filing…" />}
      <p className="margin-top-0">
        <Link to={adminPaths.filings.adminHref()} className="usa-link">
          Back to filings
        </Link>
      </p>
      <div className={`usa-card ${styles.card}`}>
        <div className="usa-card__container">
          <div className="usa-card__header">
            <h1 className={styles.cardHeading}>Rate Information</h1>
          </div>
          <div className="usa-card__body">
            <FilingDetailsBody filing={filing} />
          </div>
        </div>
      </div>
    </div>
  );
}

function FilingDetailsBody({ filing }: { filing: ReturnType<typeof useFiling> }) {
  if (filing.isPending) return null;
  // A filing that does not exist, or an address that cannot name one ('abc'): SPEC 2.12 / 8.
  if (filing.isError && isNoSuchFiling(filing.error)) return <p>No data found.</p>;
  if (filing.isError) return <ErrorAlert title="Error" message="Something went wrong. Please try again later." />;
  return <FilingSections filing={filing.data} />;
}

function isNoSuchFiling(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function FilingSections({ filing }: { filing: AdminFiling }) {
  const company = filing.filingCompanies[0]?.companyName;
  const { filingId } = filing;
  // Every file, of any type, downloads through the admin API (the public address serves only
  // pdf and xlsm of public filings). Stable across renders: a new one would remount the cells
  // and lose a download's progress or failure message.
  const download = useCallback(
    (attachment: FilingAttachment) => <AttachmentDownload filingId={filingId} attachment={attachment} />,
    [filingId],
  );
  return (
    <>
      <section aria-labelledby="company-heading">
        <h2 id="company-heading" className={styles.sectionHeading}>
          Company
        </h2>
        <p>{company?.trim() ? company : <NotProvided />}</p>
      </section>
      <div className="grid-row grid-gap-4">
        <section className="desktop:grid-col-6 margin-bottom-3" aria-labelledby="product-information-heading">
          <h2 id="product-information-heading" className={styles.sectionHeading}>
            Product Information
          </h2>
          <ProductInformation filing={filing} />
        </section>
        <section className="desktop:grid-col-6 margin-bottom-3" aria-labelledby="rate-heading">
          <h2 id="rate-heading" className={styles.sectionHeading}>
            Rate
          </h2>
          <RateFacts filing={filing} />
        </section>
      </div>
      {filing.attachments.length > 0 && (
        <section className="margin-bottom-3" aria-labelledby="attachments-heading">
          <h2 id="attachments-heading" className={styles.sectionHeading}>
            Filing Attachments
          </h2>
          <AttachmentsTable attachments={filing.attachments} filename={download} />
        </section>
      )}
      {filing.comments.length > 0 && (
        <section aria-labelledby="comments-heading">
          <h2 id="comments-heading" className={styles.sectionHeading}>
            Comments
          </h2>
          <FilingComments comments={filing.comments} />
        </section>
      )}
    </>
  );
}
