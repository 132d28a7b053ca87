import { Alert } from '@trussworks/react-uswds';

type SaveNoticeProps = {
  /** A change is on its way to the server. */
  saving: boolean;
  /** What the last change did, e.g. 'Dana Whitfield was deactivated.'; null for nothing to say. */
  notice: string | null;
};

/**
 * Where a staff screen says what a change did. The live region is there from the start, so
 * what happened after a dialog closed is announced.
 */
export function SaveNotice({ saving, notice }: SaveNoticeProps) {
  return (
    <div aria-live="polite">
      {saving && <p role="status">Saving…</p>}
      {notice && (
        <Alert type="success" headingLevel="h2" heading="Saved" slim className="margin-top-3">
          {notice}
        </Alert>
      )}
    </div>
  );
}
