import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatIsoDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { FactList } from '@/lib/ui/fact-list';
import type { CommentPeriod, CommentStatus, CommentStatusFiling } from '../types';
import { CommentStateTag, STATE_EXPLANATIONS } from './comment-state-tag';
import styles from './comment-status.module.css';

type CommentStatusResultProps = {
  status: CommentStatus;
};

/**
 * What became of the comment: its state in words with a tag, when it arrived, the filing with
 * a link to its Rate Page (while the filing is public) and its comment period, and the text as
 * sent. Focus moves to its heading when it appears, so the answer is read next.
 */
export function CommentStatusResult({ status }: CommentStatusResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [status]);
  const { filing } = status;

  return (
    <section aria-labelledby="comment-status-result" className="margin-top-5">
      <h2 id="comment-status-result" ref={headingRef} tabIndex={-1}>
        Your comment
      </h2>
      <FactList
        facts={[
          {
            term: 'Status',
            value: (
              <>
                <CommentStateTag state={status.state} label={status.stateDesc} />
                <span className={styles.explanation}>{STATE_EXPLANATIONS[status.state]}</span>
              </>
            ),
          },
          { term: 'Received', value: status.dateCreatedAsString },
          { term: 'Filing', value: filing ? <FilingLink filing={filing} /> : 'No longer listed publicly' },
          ...(filing ? [{ term: 'Comment period', value: periodText(filing.commentPeriod) }] : []),
        ]}
      />
      <h3>What you wrote</h3>
      {/* Text as typed: React escapes it; line breaks are kept. */}
      <p className={styles.text}>{status.commentary}</p>
    </section>
  );
}

function FilingLink({ filing }: { filing: CommentStatusFiling }) {
  return (
    <>
      {filing.companyName}, {filing.productName} (tracking number {filing.filingSerffTrackNum}).{' '}
      <Link to={paths.ratePage.href(filing)} className="usa-link">
        See the filing’s Rate Page
      </Link>
    </>
  );
}

/** The filing's comment period, as the Rate Page words it (SPEC 9). */
function periodText({ open, closesOn }: CommentPeriod): string {
  if (!closesOn) return 'Closed: the filing is no longer in the Submitted status.';
  return open
    ? `Open until ${formatIsoDate(closesOn)} at 00:00 UTC`
    : `Closed on ${formatIsoDate(closesOn)}`;
}
