import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, ButtonGroup } from '@trussworks/react-uswds';
import styles from './dialog-footer.module.css';

type DialogFooterProps = {
  /** Why the last action failed, in words for the person; nothing while there is no failure. */
  error?: ReactNode;
  /** The error's heading (SPEC 8's title column where it has one). */
  errorTitle?: string;
  /** What is under way ('Saving the company…'), announced politely. */
  status?: string | null;
  /** The dialog's buttons. */
  children: ReactNode;
};

/**
 * The bottom of a dialog: a failure right above the buttons the person just pressed, announced
 * at once (role="alert") and scrolled into view however long the dialog is; then the buttons
 * and what is under way. Every dialog shows its failures here, so none renders off screen.
 */
export function DialogFooter({ error, errorTitle, status, children }: DialogFooterProps) {
  const errorRef = useRef<HTMLDivElement>(null);
  const hasError = Boolean(error);
  useEffect(() => {
    if (hasError) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [hasError, error]);

  return (
    <div className="usa-modal__footer">
      <div ref={errorRef} className={styles.error}>
        {hasError && (
          <Alert type="error" headingLevel="h3" heading={errorTitle} role="alert" slim={!errorTitle}>
            {error}
          </Alert>
        )}
      </div>
      {children}
      {status && (
        <p className="margin-bottom-0" role="status">
          {status}
        </p>
      )}
    </div>
  );
}

type SaveCloseFooterProps = Omit<DialogFooterProps, 'children'> & {
  onClose: () => void;
  /** While a save is under way Save is aria-disabled, not disabled: a disabled button would drop focus. */
  saving?: boolean;
};

/** The footer of an edit dialog: its failure and status around Save, the form's submit button, and Close. */
export function SaveCloseFooter({ onClose, saving, ...footer }: SaveCloseFooterProps) {
  return (
    <DialogFooter {...footer}>
      <ButtonGroup>
        <Button type="submit" aria-disabled={saving || undefined}>
          Save
        </Button>
        <Button type="button" outline onClick={onClose}>
          Close
        </Button>
      </ButtonGroup>
    </DialogFooter>
  );
}
