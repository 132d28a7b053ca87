import { useCallback, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, CharacterCount, FormGroup, Label } from '@trussworks/react-uswds';
import { DialogFooter } from '@/lib/ui/dialog-footer';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import styles from './comment-dialog.module.css';

/** The most a comment may hold (the server refuses longer ones). */
export const COMMENT_MAX_LENGTH = 4000;

type CommentDialogProps = {
  /** The text typed so far; kept by the page, so closing the dialog loses nothing. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Sends the draft; only called when it holds more than white space. */
  onSubmit: () => void;
  /** Escape, Close or a click on the dimmed page. */
  onClose: () => void;
  /** While true the comment is on its way: Submit waits. */
  isSending: boolean;
  /** Why the server refused the last attempt, in the language shown; above the buttons. */
  refusal: string | null;
};

/** SPEC 2.9 'Type a comment': the text of 2.9, the comment and Submit / Close, in a modal dialog. */
export function CommentDialog({ draft, onDraftChange, onSubmit, onClose, isSending, refusal }: CommentDialogProps) {
  const introId = useId();
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const isEmpty = draft.trim() === '';
  const { t } = useTranslation('filing');
  // The count under the field, in the language shown (USWDS writes it in English otherwise).
  const countMessage = useCallback(
    (length: number, max: number) => {
      const remaining = max - length;
      if (remaining === max) return t('dialog.charactersAllowed', { max });
      return remaining >= 0
        ? t('dialog.charactersLeft', { count: remaining })
        : t('dialog.charactersOver', { count: -remaining });
    },
    [t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmpty && !isSending) onSubmit();
  };

  return (
    <ModalDialog title={t('dialog.title')} onClose={onClose} initialFocus={fieldRef} describedBy={introId}>
      <div className="usa-prose" id={introId}>
        <p>{t('dialog.welcome')}</p>
        <p>{t('dialog.onTopic')}</p>
      </div>
      <form onSubmit={submit} noValidate>
        <div className={`usa-character-count ${styles.count}`}>
          <FormGroup>
            <Label htmlFor={fieldId}>{t('dialog.field')}</Label>
            {/* Uncontrolled: CharacterCount turns an empty `value` into `defaultValue`. The
                dialog mounts afresh on each opening, so the draft is its starting text. */}
            <CharacterCount
              id={fieldId}
              name="commentary"
              isTextArea
              maxLength={COMMENT_MAX_LENGTH}
              getMessage={countMessage}
              defaultValue={draft}
              onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onDraftChange(event.target.value)}
              inputRef={fieldRef}
              aria-describedby={`${fieldId}-limit`}
              className={styles.field}
            />
            <span className="usa-sr-only" id={`${fieldId}-limit`}>
              {t('dialog.limit', { max: COMMENT_MAX_LENGTH })}
            </span>
          </FormGroup>
        </div>
        <DialogFooter
          error={refusal}
          errorTitle={t('dialog.notSent')}
          status={isSending ? t('dialog.sending') : null}
        >
          <ButtonGroup>
            {/* Disabled while empty; while sending only aria-disabled, so focus stays on it. */}
            <Button type="submit" disabled={isEmpty} aria-disabled={isSending || undefined}>
              {t('dialog.submit')}
            </Button>
            <Button type="button" outline onClick={onClose}>
              {t('dialog.close')}
            </Button>
          </ButtonGroup>
        </DialogFooter>
      </form>
    </ModalDialog>
  );
}
