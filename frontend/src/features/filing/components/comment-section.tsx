import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button } from '@trussworks/react-uswds';
import { useErrorMessage } from '@/lib/i18n/error-messages';
import { useFormats, type Formats } from '@/lib/i18n/formats';
import { daysLeftToComment, useDaysLeftText, useNow } from '@/lib/comment-countdown';
import { paths } from '@/lib/paths';
import { useSubmitComment } from '../api/submit-comment';
import type { CommentPeriod, CommentReceipt } from '../types';
import { CommentDialog } from './comment-dialog';
import { CommentReceiptDialog, useReceiptThanks } from './comment-receipt-dialog';
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
 * first in a dialog of its own with the receipt code, then, once that is closed,
 * on the page. The button shows only while commenting is switched on and the filing's period
 * is open.
 */
export function CommentSection({ filingId, commentPeriod, commentsAllowed }: CommentSectionProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [draft, setDraft] = useState('');
  const [receipt, setReceipt] = useState<CommentReceipt | null>(null);
  const submission = useSubmitComment();
  const commentButtonRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('filing');
  const formats = useFormats();
  const errorMessage = useErrorMessage();
  const daysLeftText = useDaysLeftText();
  // Open as of this minute: the answer's own `open` may come from a cache that predates midnight.
  const daysLeft = daysLeftToComment(commentPeriod.closesAt, useNow());
  const countdown = commentsAllowed && daysLeft !== null ? daysLeftText(daysLeft) : null;
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
      <p>{commentingStatus(commentPeriod.closesOn, daysLeft !== null, commentsAllowed, t, formats)}</p>
      {canComment && (
        <Button type="button" ref={commentButtonRef} aria-haspopup="dialog" onClick={openDialog}>
          {t('commenting.comment')}
        </Button>
      )}
      {/* A live region that is there before the receipt, so that its arrival is announced. */}
      <div aria-live="polite">
        {receipt && dialog !== 'receipt' && <ReceivedAlert receipt={receipt} />}
      </div>
      <p>
        <Trans
          t={t}
          i18nKey="commenting.sentAlready"
          components={{ statusLink: <Link to={paths.commentStatus.href()} className="usa-link" /> }}
        />
      </p>
      {dialog === 'comment' && canComment && (
        <CommentDialog
          draft={draft}
          onDraftChange={setDraft}
          onSubmit={sendDraft}
          onClose={() => setDialog(null)}
          isSending={submission.isPending}
          refusal={submission.isError ? errorMessage(submission.error) : null}
        />
      )}
      {dialog === 'receipt' && receipt && <CommentReceiptDialog receipt={receipt} onClose={() => setDialog(null)} />}
    </>
  );
}

/** The receipt on the page once its dialog is closed: the thanks, the reference number and the code. */
function ReceivedAlert({ receipt }: { receipt: CommentReceipt }) {
  const { t } = useTranslation('filing');
  const thanks = useReceiptThanks(receipt);
  return (
    <Alert type="success" headingLevel="h3" heading={t('received.heading')} className="margin-top-3">
      <Trans
        t={t}
        i18nKey="received.alert"
        values={{ message: thanks, commentKey: receipt.commentKey, receiptCode: receipt.receiptCode }}
        components={{
          code: <strong />,
          statusLink: <Link to={paths.commentStatus.href(receipt.receiptCode)} className="usa-link" />,
        }}
      />
    </Alert>
  );
}

/** Why the visitor may or may not comment now, and until when (SPEC 4.3, 9). */
function commentingStatus(
  closesOn: string | null | undefined,
  open: boolean,
  commentsAllowed: boolean,
  t: TFunction<'filing'>,
  formats: Formats,
): string {
  if (!open) {
    // closesOn is the first day on which comments are no longer accepted.
    return closesOn ? t('commenting.closedOn', { date: formats.isoDate(closesOn) }) : t('commenting.notOpen');
  }
  if (!commentsAllowed) return t('commenting.notAccepted');
  return closesOn ? t('commenting.openUntil', { date: formats.isoDate(closesOn) }) : t('commenting.open');
}
