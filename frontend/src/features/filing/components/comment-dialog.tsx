import { useId, useRef, type ChangeEvent, type FormEvent } from 'react';
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
  /** Why the server refused the last attempt, in its own words; shown above the buttons. */
  refusal: string | null;
};

/** SPEC 2.9 'Type a comment': the text of 2.9, the comment and Submit / Close, in a modal dialog. */
export function CommentDialog({ draft, onDraftChange, onSubmit, onClose, isSending, refusal }: CommentDialogProps) {
  const introId = useId();
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const isEmpty = draft.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmpty && !isSending) onSubmit();
  };

  return (
    <ModalDialog title="Type a comment" onClose={onClose} initialFocus={fieldRef} describedBy={introId}>
      <div className="usa-prose" id={introId}>
        <p>
          The Insurance Department welcomes your comments on proposed rate increases and will consider them
          in its review of this filing.
        </p>
        <p>
          Please keep your comment on topic: explicit or rude language, spam, hate speech and personal
          attacks are not welcome.
        </p>
      </div>
      <form onSubmit={submit} noValidate>
        <div className="usa-character-count">
          <FormGroup>
            <Label htmlFor={fieldId}>Comment</Label>
            {/* Uncontrolled: CharacterCount turns an empty `value` into `defaultValue`. The
                dialog mounts afresh on each opening, so the draft is its starting text. */}
            <CharacterCount
              id={fieldId}
              name="commentary"
              isTextArea
              maxLength={COMMENT_MAX_LENGTH}
              defaultValue={draft}
              onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onDraftChange(event.target.value)}
              inputRef={fieldRef}
              aria-describedby={`${fieldId}-info`}
              className={styles.field}
            />
          </FormGroup>
        </div>
        <DialogFooter
          error={refusal}
          errorTitle="Your comment was not sent"
          status={isSending ? 'Sending your comment…' : null}
        >
          <ButtonGroup>
            {/* Disabled while empty; while sending only aria-disabled, so focus stays on it. */}
            <Button type="submit" disabled={isEmpty} aria-disabled={isSending || undefined}>
              Submit
            </Button>
            <Button type="button" outline onClick={onClose}>
              Close
            </Button>
          </ButtonGroup>
        </DialogFooter>
      </form>
    </ModalDialog>
  );
}
