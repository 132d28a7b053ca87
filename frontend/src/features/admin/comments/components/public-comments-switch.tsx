import { Button } from '@trussworks/react-uswds';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { usePublicCommentsSwitch } from '../api/get-public-comments-switch';
import { useSetPublicComments } from '../api/set-public-comments';
import { FAILURE_MESSAGE, FAILURE_TITLE } from '../comments-messages';

/**
 * The public-commenting switch (SPEC 2.16, 4.3): 'Comments are currently allowed/disabled.'
 * and the button that turns it the other way. The sentence is a status region, so the
 * change is announced when the button is pressed.
 */
export function PublicCommentsSwitch() {
  const state = usePublicCommentsSwitch();
  const toggle = useSetPublicComments();

  if (state.isPending) return <p>Checking whether public comments are allowed…</p>;
  if (state.isError) return <ErrorAlert title={FAILURE_TITLE} message={FAILURE_MESSAGE} />;

  const allowed = state.data;
  const flip = () => {
    // aria-disabled rather than disabled while the change is on its way, so the button keeps focus.
    if (!toggle.isPending) toggle.mutate(!allowed);
  };
  return (
    <>
      <div className="display-flex flex-row flex-wrap flex-align-center">
        <p role="status" className="margin-y-1 margin-right-2">
          {`Comments are currently ${allowed ? 'allowed' : 'disabled'}.`}
        </p>
        <Button type="button" outline={allowed} onClick={flip} aria-disabled={toggle.isPending}>
          {allowed ? 'Disable Comments' : 'Enable Comments'}
        </Button>
      </div>
      {toggle.isError && <ErrorAlert title={FAILURE_TITLE} message={FAILURE_MESSAGE} />}
    </>
  );
}
