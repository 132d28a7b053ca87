import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, Label, Textarea } from '@trussworks/react-uswds';
import { DialogFooter } from '@/lib/ui/dialog-footer';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import { adminPaths } from '@/lib/paths';
import { useModerateComment } from '../api/moderate-comment';
import { FAILURE_MESSAGE, FAILURE_TITLE } from '../comments-messages';
import type { ModeratedComment, ModerationAction, ModerationBody } from '../types';
import styles from './comment-dialog.module.css';

/** The longest note the server takes (ModerationRequest.note). */
export const NOTE_MAX_LENGTH = 2000;

/** SPEC 2.16: the dialog's title when it shows an existing comment; 'Add new comment' never arises here. */
export const SEE_COMMENT_TITLE = 'See comment';

/** A Pending comment's status number (CommentDto.status): nobody has moderated it yet. */
const PENDING = 0;

/**
 * 'Date approved' of a comment nobody has moderated: its lastUpdatedAsString is then the time it
 * was sent, which under that term would read as an approval.
 */
export const NOT_YET_REVIEWED = 'Not yet reviewed';

type CommentDialogProps = {
  /** The comment, its approver already set to the signed-in user (SPEC 2.16). */
  comment: ModerationBody;
  onClose: () => void;
  /** The server took the action: the comment as it now is. */
  onModerated: (moderated: ModeratedComment, action: ModerationAction) => void;
};

/**
 * 'See comment' (SPEC 2.16, 4.2): the comment, the filing it is on (a link to its details), its
 * status and when it was last moderated ('Not yet reviewed' while Pending), read-only; the
 * moderator's note; Approve, Reject and Mark Posted (present, but hidden).
 * Each action sends the whole comment with the note and the approver. A failure keeps the
 * dialog open, with the note as typed, and shows SPEC 8's message.
 */
export function CommentDialog({ comment, onClose, onModerated }: CommentDialogProps) {
  const [note, setNote] = useState(comment.note ?? '');
  const moderation = useModerateComment();
  const noteId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const act = (action: ModerationAction) => {
    // aria-disabled rather than disabled while sending, so the pressed button keeps focus.
    if (moderation.isPending) return;
    moderation.mutate(
      { action, comment: { ...comment, note } },
      { onSuccess: (moderated) => onModerated(moderated, action) },
    );
  };

  return (
    <ModalDialog title={SEE_COMMENT_TITLE} onClose={onClose} initialFocus={noteRef} size="wide">
      <dl className={styles.facts}>
        <div>
          <dt>Comment</dt>
          {/* Text, never HTML: React escapes it; the CSS keeps the commenter's line breaks. */}
          <dd className={styles.commentary}>{comment.commentary}</dd>
        </div>
        <div>
          <dt>Filing</dt>
          <dd>
            <Link to={adminPaths.filingDetails.adminHref(comment.filingKey)}>{comment.filingSerffTrackNum}</Link>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{comment.statusDesc}</dd>
        </div>
        <div>
          <dt>Date approved</dt>
          <dd>{comment.status === PENDING ? NOT_YET_REVIEWED : comment.lastUpdatedAsString || '—'}</dd>
        </div>
      </dl>
      <form onSubmit={(event) => event.preventDefault()} noValidate>
        <Label htmlFor={noteId}>Note</Label>
        <span className="usa-hint" id={`${noteId}-hint`}>
          For the department only; at most {NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.
        </span>
        <Textarea
          id={noteId}
          name="note"
          inputRef={noteRef}
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          aria-describedby={`${noteId}-hint`}
          onChange={(event) => setNote(event.target.value)}
          className={styles.note}
        />
        <DialogFooter
          error={moderation.isError ? FAILURE_MESSAGE : null}
          errorTitle={FAILURE_TITLE}
          status={moderation.isPending ? 'Saving…' : null}
        >
          <ul className={`usa-button-group ${styles.actions}`}>
            <li className="usa-button-group__item">
              <Button type="button" onClick={() => act('authorize')} aria-disabled={moderation.isPending}>
                Approve
              </Button>
            </li>
            <li className="usa-button-group__item">
              <Button type="button" secondary onClick={() => act('reject')} aria-disabled={moderation.isPending}>
                Reject
              </Button>
            </li>
            {/* SPEC 2.16, 4.2: Mark Posted is part of the dialog but hidden from everyone. */}
            <li className="usa-button-group__item" hidden>
              <Button type="button" hidden onClick={() => act('post')} aria-disabled={moderation.isPending}>
                Mark Posted
              </Button>
            </li>
            <li className="usa-button-group__item">
              <Button type="button" outline onClick={onClose}>
                Close
              </Button>
            </li>
          </ul>
        </DialogFooter>
      </form>
    </ModalDialog>
  );
}
