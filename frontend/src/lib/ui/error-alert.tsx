import { Alert } from '@trussworks/react-uswds';

type ErrorAlertProps = {
  /** The title column of SPEC 8, e.g. 'Error'. */
  title?: string;
  /** The message column of SPEC 8. */
  message: string;
};

/**
 * A SPEC 8 error, announced at once (role="alert") and shown at the top of the
 * page it belongs to.
 */
export function ErrorAlert({ title = 'Error', message }: ErrorAlertProps) {
  return (
    <Alert type="error" heading={title} headingLevel="h2" role="alert" className="margin-y-3">
      {message}
    </Alert>
  );
}
