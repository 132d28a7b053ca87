import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button } from '@trussworks/react-uswds';
import { describeError } from '@/lib/api-client';
import { daysLeftToComment, formatDaysLeft, useNow } from '@/lib/comment-countdown';
import { formatIsoDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSubmitComment } from '../api/submit-comment';
import type { CommentPeriod, CommentReceipt } from '../types';
import { CommentDialog } from './comment-dialog';
import { CommentReceiptDialog } from './comment-receipt-dialog';
import styles from './comment-section.module.css';
import { useReturnFocus } from '@/lib/ui/use-return-focus';

type CommentSectionProps = {
  filingId: number;
  commentPeriod: CommentPeriod;
  /** The public-commenting switch (SPEC 4.3). */
  commentsAllowed: boolean;
};

/** Which dialog is open: the comment being typed, or the receipt of the one just sent. */
type OpenDialog = 'comment' | 'receipt' | null;

/**
 * Whether and until when the public may comment on this filing, the 'Comment' button
 * that opens the 'Type a comment' dialog (SPEC 2.9), and the receipt of a comment sent:
 * first in a dialog of its own with the receipt code (issue 20), then, once that is closed,
 * on the page. The button shows only while commenting is switched on and the filing's period
 * is open.
 */
export function CommentSection({ filingId, commentPeriod, commentsAllowed }: CommentSectionProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [draft, setDraft] = useState('');
  const [receipt, setReceipt] = useState<CommentReceipt | null>(null);
  const submission = useSubmitComment();
  const commentButtonRef = useRef<HTMLButtonElement>(null);
  // Open as of this minute: the answer's own `open` may come from a cache that predates midnight.
  const daysLeft = daysLeftToComment(commentPeriod.closesAt, useNow());
  const countdown = commentsAllowed && daysLeft !== null ? formatDaysLeft(daysLeft) : null;
  const canComment = countdown !== null;
  useReturnFocus(dialog !== null, commentButtonRef);

  const openDialog = () => {
    submission.reset();
    setDialog('comment');
  };
  const sendDraft = () => {
    submission.mutate(
      { filingKey: filingId, commentary: draft },
      {
        onSuccess: (answer) => {
          setReceipt(answer);
          setDraft('');
          setDialog('receipt');
        },
      },
    );
  };

  return (
    <>
      {countdown && <p className={styles.countdown}>{countdown}</p>}
      <p>{commentingStatus(commentPeriod.closesOn, daysLeft !== null, commentsAllowed)}</p>
      {canComment && (
        <Button type="button" ref={commentButtonRef} aria-haspopup="dialog" onClick={openDialog}>
          Comment
        </Button>
      )}
      {/* A live region that is there before the receipt, so that its arrival is announced. */}
      <div aria-live="polite">
        {receipt && dialog !== 'receipt' && (
          <Alert type="success" headingLevel="h3" heading="Comment received" className="margin-top-3">
            {receipt.message} Your comment’s reference number is {receipt.commentKey}. Your receipt code is{' '}
            <strong>{receipt.receiptCode}</strong>:{' '}
            <Link to={paths.commentStatus.href(receipt.receiptCode)} className="usa-link">
              check your comment’s status
            </Link>{' '}
            with it at any time.
          </Alert>
        )}
      </div>
      <p>
        Sent a comment already?{' '}
        <Link to={paths.commentStatus.href()} className="usa-link">
          Check its status
        </Link>{' '}
        with the receipt code you were given.
      </p>
      {dialog === 'comment' && canComment && (
        <CommentDialog
          draft={draft}
          onDraftChange={setDraft}
          onSubmit={sendDraft}
          onClose={() => setDialog(null)}
          isSending={submission.isPending}
          refusal={submission.isError ? describeError(submission.error) : null}
        />
      )}
      {dialog === 'receipt' && receipt && <CommentReceiptDialog receipt={receipt} onClose={() => setDialog(null)} />}
    </>
  );
}

/** Why the visitor may or may not comment now, and until when (SPEC 4.3, 9). */
function commentingStatus(closesOn: string | null | undefined, open: boolean, commentsAllowed: boolean): string {
  if (!open) {
    // closesOn is the first day on which comments are no longer accepted.
    return closesOn
      ? `The public comment period for this filing closed on ${formatIsoDate(closesOn)}.`
      : 'This filing is not open for public comment: a 30-day comment period is available only while a filing is ' +
          'Submitted.';
  }
  if (!commentsAllowed) return 'Public comments are not being accepted at this time.';
  return closesOn
    ? `This filing is open for public comment until ${formatIsoDate(closesOn)} at 00:00 UTC, when its comment ` +
        'period closes.'
    : 'This filing is open for public comment.';
}
