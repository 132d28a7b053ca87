import { Button } from '@trussworks/react-uswds';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { useConfirmSwitchOff } from '@/lib/ui/use-confirm-switch-off';
import { usePublicCommentsSwitch } from '../api/get-public-comments-switch';
import { useSetPublicComments } from '../api/set-public-comments';
import { FAILURE_MESSAGE, FAILURE_TITLE } from '../comments-messages';

/** What turning public commenting off changes, asked before it happens. */
export const COMMENTS_OFF_DETAIL =
  'Disable comments for the whole site? The Comment button disappears from every Rate Page, and nobody can send a comment until comments are enabled again.';

/**
 * The public-commenting switch (SPEC 2.16, 4.3): 'Comments are currently allowed/disabled.'
 * and the button that turns it the other way, asking first before it turns commenting off for
 * the whole site. The sentence is a status region, so the change is announced.
 */
export function PublicCommentsSwitch() {
  const state = usePublicCommentsSwitch();
  const toggle = useSetPublicComments();
  const allowed = state.data === true;
  const confirm = useConfirmSwitchOff({
    on: allowed,
    // aria-disabled rather than disabled while the change is on its way, so the button keeps focus.
    setOn: (on) => {
      if (!toggle.isPending) toggle.mutate(on);
    },
    detail: COMMENTS_OFF_DETAIL,
    confirmLabel: 'Yes, disable comments',
  });

  if (state.isPending) return <p>Checking whether public comments are allowed…</p>;
  if (state.isError) return <ErrorAlert title={FAILURE_TITLE} message={FAILURE_MESSAGE} />;

  return (
    <>
      <div className="display-flex flex-row flex-wrap flex-align-center">
        <p role="status" className="margin-y-1 margin-right-2">
          {`Comments are currently ${allowed ? 'allowed' : 'disabled'}.`}
        </p>
        <Button type="button" outline={allowed} onClick={confirm.onClick} aria-disabled={toggle.isPending} ref={confirm.buttonRef}>
          {allowed ? 'Disable Comments' : 'Enable Comments'}
        </Button>
      </div>
      {toggle.isError && <ErrorAlert title={FAILURE_TITLE} message={FAILURE_MESSAGE} />}
      {confirm.dialog}
    </>
  );
}
