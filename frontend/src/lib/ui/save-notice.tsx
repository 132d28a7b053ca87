import { Alert } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('ui');
  return (
    <div aria-live="polite">
      {saving && <p role="status">{t('saveNotice.saving')}</p>}
      {notice && (
        <Alert type="success" headingLevel="h2" heading={t('saveNotice.saved')} slim className="margin-top-3">
          {notice}
        </Alert>
      )}
    </div>
  );
}
