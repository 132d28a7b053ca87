import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@trussworks/react-uswds';
import { useSession } from '@/lib/auth/session';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useComments } from '../api/get-comments';
import { listedComments } from '../comment-list';
import { FAILURE_MESSAGE, FAILURE_TITLE } from '../comments-messages';
import type { ModeratedComment, ModerationAction, ModerationBody } from '../types';
import { CommentDialog } from './comment-dialog';
import type { ViewComment } from './comment-columns';
import { CommentsTable } from './comments-table';
import { PublicCommentsSwitch } from './public-comments-switch';

/** What each action did, for the confirmation under the heading. */
const DONE: Record<ModerationAction, string> = {
  authorize: 'approved',
  reject: 'rejected',
  post: 'marked posted',
};

/**
 * Admin Comments (SPEC 2.16): the public-commenting switch, the comments table with its
 * download, and the 'See comment' dialog in which a comment is moderated (SPEC 4.2).
 */
export function AdminCommentsPage() {
  const session = useSession();
  const comments = useComments();
  const listed = useMemo(() => listedComments(comments.data ?? []), [comments.data]);
  const [open, setOpen] = useState<ModerationBody | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { returnFocus } = useFocusReturn(opener, headingRef);

  const signedInUser = session.status === 'logged-in' ? session.user : null;
  const view = useCallback<ViewComment>(
    (comment, button) => {
      opener.current = button;
      setConfirmation(null);
      // SPEC 2.16, 6: opening the dialog records the signed-in user as the comment's approver.
      setOpen({ ...comment, approver: signedInUser?.name ?? null, approverPk: signedInUser?.userPk ?? null });
    },
    [signedInUser],
  );
  const close = () => {
    setOpen(null);
    returnFocus();
  };
  const moderated = (comment: ModeratedComment, action: ModerationAction) => {
    setConfirmation(
      `The comment on filing ${comment.filingSerffTrackNum} was ${DONE[action]}; its status is now ${comment.statusDesc}.`,
    );
    close();
  };

  return (
    <div className="margin-y-4">
      {comments.isPending && <LoadingOverlay label="Loading the comments…" />}
      <h1 ref={headingRef} tabIndex={-1}>
        Comments
      </h1>
      <PublicCommentsSwitch />
      <div aria-live="polite">
        {confirmation && (
          <Alert type="success" headingLevel="h2" slim className="margin-y-2">
            {confirmation}
          </Alert>
        )}
      </div>
      {comments.isError && <ErrorAlert title={FAILURE_TITLE} message={FAILURE_MESSAGE} />}
      {comments.isSuccess &&
        (listed.length === 0 ? (
          <p>No comments have been submitted yet.</p>
        ) : (
          <CommentsTable comments={listed} onView={view} />
        ))}
      {open && <CommentDialog comment={open} onClose={close} onModerated={moderated} />}
    </div>
  );
}

/**
 * Once the dialog has closed, focus goes back to the view button that opened it; when
 * that row is no longer shown (the Status filter hides the comment's new status), to
 * the page heading instead, never to the top of the document.
 */
function useFocusReturn(
  opener: { current: HTMLButtonElement | null },
  fallback: { current: HTMLHeadingElement | null },
) {
  const [pending, setPending] = useState(0);
  useEffect(() => {
    if (pending === 0) return;
    const button = opener.current;
    if (button?.isConnected) button.focus();
    else fallback.current?.focus();
  }, [pending, opener, fallback]);
  return { returnFocus: () => setPending((count) => count + 1) };
}
