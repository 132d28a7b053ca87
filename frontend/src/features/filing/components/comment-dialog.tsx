import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { Alert, Button, ButtonGroup, CharacterCount, FormGroup, Label } from '@trussworks/react-uswds';
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
  /** Why the server refused the last attempt, in its own words; shown above the text. */
  refusal: string | null;
};

/**
 * SPEC 2.9 'Type a comment': a modal dialog on the USWDS modal styles. It exists only
 * while open, keeps focus inside (focus-trap), closes on Escape, and leaves returning
 * focus to its opener.
 */
export function CommentDialog({ draft, onDraftChange, onSubmit, onClose, isSending, refusal }: CommentDialogProps) {
  const headingId = useId();
  const introId = useId();
  const refusalId = useId();
  const fieldId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const isEmpty = draft.trim() === '';

  useBodyScrollLock();

  // Submit is disabled while sending, which drops focus from it: give focus back to the text.
  useEffect(() => {
    if (refusal && !dialogRef.current?.contains(document.activeElement)) fieldRef.current?.focus();
  }, [refusal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmpty && !isSending) onSubmit();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const closeOnOverlay = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        initialFocus: () => fieldRef.current ?? false,
        fallbackFocus: () => dialogRef.current ?? document.body,
        // Escape and clicks outside are this component's to handle; the opener takes focus back.
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        // Layout-free: the fields are always shown, and jsdom (unit tests) has no layout to check.
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div className="usa-modal-wrapper is-visible">
        {/* A click on the dimmed page closes, as USWDS modals do; the draft is kept. */}
        <div className="usa-modal-overlay" onClick={closeOnOverlay}>
          <div
            ref={dialogRef}
            className={`usa-modal ${styles.dialog}`}
            role="dialog"
            aria-modal="true"
            aria-labelledby={headingId}
            aria-describedby={introId}
            tabIndex={-1}
            onKeyDown={closeOnEscape}
          >
            <div className="usa-modal__content">
              <div className="usa-modal__main">
                <h2 className="usa-modal__heading font-family-sans" id={headingId}>
                  Type a comment
                </h2>
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
                {refusal && (
                  <Alert
                    type="error"
                    headingLevel="h3"
                    heading="Your comment was not sent"
                    role="alert"
                    id={refusalId}
                    className="margin-top-2"
                  >
                    {refusal}
                  </Alert>
                )}
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
                        aria-describedby={refusal ? `${fieldId}-info ${refusalId}` : `${fieldId}-info`}
                        className={styles.field}
                      />
                    </FormGroup>
                  </div>
                  <div className="usa-modal__footer">
                    <ButtonGroup>
                      <Button type="submit" disabled={isEmpty || isSending}>
                        Submit
                      </Button>
                      <Button type="button" outline onClick={onClose}>
                        Close
                      </Button>
                    </ButtonGroup>
                    {isSending && (
                      <p className="margin-bottom-0" role="status">
                        Sending your comment…
                      </p>
                    )}
                  </div>
                </form>
              </div>
            </div>
          </div>
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}

/** While a modal is open the page behind it does not scroll (USWDS `usa-js-modal--active`). */
function useBodyScrollLock(): void {
  useEffect(() => {
    document.body.classList.add('usa-js-modal--active');
    return () => document.body.classList.remove('usa-js-modal--active');
  }, []);
}
