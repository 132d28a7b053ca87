import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@trussworks/react-uswds';
import { copyText } from '@/lib/copy-text';
import { formatIsoDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DialogFooter } from '@/lib/ui/dialog-footer';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import type { CommentReceipt } from '../types';
import styles from './comment-receipt-dialog.module.css';

type CommentReceiptDialogProps = {
  receipt: CommentReceipt;
  /** Escape, Close, a click on the dimmed page. */
  onClose: () => void;
};

/**
 * The receipt of a comment just sent (issue 20 item 3): the server's thanks, the receipt code
 * to keep — large, with a Copy button — the day the comment period closes, and the way to
 * `/comment-status`, the code riding in the address's fragment (never sent to a server).
 */
export function CommentReceiptDialog({ receipt, onClose }: CommentReceiptDialogProps) {
  const messageId = useId();
  const codeId = useId();
  const copyButtonRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLParagraphElement>(null);
  const [copyNotice, setCopyNotice] = useState('');

  const copy = async () => {
    const outcome = await copyText(receipt.receiptCode, codeRef.current);
    setCopyNotice(outcome === 'copied' ? 'Code copied' : 'Code selected: press Ctrl+C (⌘C on a Mac) to copy it');
  };

  return (
    <ModalDialog
      title="Comment received"
      onClose={onClose}
      initialFocus={copyButtonRef}
      describedBy={`${messageId} ${codeId}`}
    >
      <p className="usa-prose" id={messageId}>
        {receipt.message}
      </p>
      <h3 className={styles.codeHeading}>Your receipt code</h3>
      <p className={styles.code} id={codeId} ref={codeRef}>
        {receipt.receiptCode}
      </p>
      <p className="usa-hint">
        Keep this code: it is shown only this once, and with it you can check whether your comment was published.
      </p>
      <div className={styles.copy}>
        <Button type="button" outline ref={copyButtonRef} onClick={() => void copy()}>
          Copy code
        </Button>
        {/* There before the notice, so that its arrival is announced. */}
        <p role="status" className={styles.notice}>
          {copyNotice}
        </p>
      </div>
      <p className="usa-prose">
        The public comment period for this filing closes on {formatIsoDate(receipt.commentPeriodClosesOn)} at
        00:00 UTC.{' '}
        <Link to={paths.commentStatus.href(receipt.receiptCode)} className="usa-link">
          Check your comment’s status
        </Link>{' '}
        at any time with your receipt code.
      </p>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </ModalDialog>
  );
}
