import { useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@trussworks/react-uswds';
import { useFormats } from '@/lib/i18n/formats';
import { copyText } from '@/lib/copy-text';
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
 * The server's thanks for a comment received: its own English words, which API users read too;
 * in another language the catalogue's translation of them.
 */
export function useReceiptThanks(receipt: CommentReceipt): string {
  const { t, i18n } = useTranslation('filing');
  return i18n.language === 'en' ? receipt.message : t('received.message');
}

/**
 * The receipt of a comment just sent: the server's thanks, the receipt code
 * to keep — large, with a Copy button — the day the comment period closes, and the way to
 * `/comment-status`, the code riding in the address's fragment (never sent to a server).
 */
export function CommentReceiptDialog({ receipt, onClose }: CommentReceiptDialogProps) {
  const messageId = useId();
  const codeId = useId();
  const copyButtonRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLParagraphElement>(null);
  const [copyNotice, setCopyNotice] = useState<'copied' | 'selected' | null>(null);
  const { t } = useTranslation('filing');
  const formats = useFormats();
  const thanks = useReceiptThanks(receipt);

  const copy = async () => {
    const outcome = await copyText(receipt.receiptCode, codeRef.current);
    setCopyNotice(outcome === 'copied' ? 'copied' : 'selected');
  };

  return (
    <ModalDialog
      title={t('received.heading')}
      onClose={onClose}
      initialFocus={copyButtonRef}
      describedBy={`${messageId} ${codeId}`}
    >
      <p className="usa-prose" id={messageId}>
        {thanks}
      </p>
      <h3 className={styles.codeHeading}>{t('receipt.codeHeading')}</h3>
      <p className={styles.code} id={codeId} ref={codeRef}>
        {receipt.receiptCode}
      </p>
      <p className="usa-hint">{t('receipt.keepCode')}</p>
      <div className={styles.copy}>
        <Button type="button" outline ref={copyButtonRef} onClick={() => void copy()}>
          {t('receipt.copy')}
        </Button>
        {/* There before the notice, so that its arrival is announced. */}
        <p role="status" className={styles.notice}>
          {copyNotice && t(copyNotice === 'copied' ? 'receipt.copied' : 'receipt.selected')}
        </p>
      </div>
      <p className="usa-prose">
        <Trans
          t={t}
          i18nKey="receipt.closes"
          values={{ date: formats.isoDate(receipt.commentPeriodClosesOn) }}
          components={{ statusLink: <Link to={paths.commentStatus.href(receipt.receiptCode)} className="usa-link" /> }}
        />
      </p>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {t('receipt.close')}
        </Button>
      </DialogFooter>
    </ModalDialog>
  );
}
