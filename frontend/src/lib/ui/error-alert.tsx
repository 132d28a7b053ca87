import { Alert } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';

type ErrorAlertProps = {
  /** The title column of SPEC 8; 'Error' in the language shown by default. */
  title?: string;
  /** The message column of SPEC 8. */
  message: string;
};

/**
 * A SPEC 8 error, announced at once (role="alert") and shown at the top of the
 * page it belongs to.
 */
export function ErrorAlert({ title, message }: ErrorAlertProps) {
  const { t } = useTranslation('ui');
  return (
    <Alert type="error" heading={title ?? t('errorAlert.title')} headingLevel="h2" role="alert" className="margin-y-3">
      {message}
    </Alert>
  );
}
