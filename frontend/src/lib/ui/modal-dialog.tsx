import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import styles from './modal-dialog.module.css';

type ModalDialogProps = {
  /** The dialog's heading, which also names it. */
  title: string;
  /** Escape, a click on the dimmed page, or the dialog's own Close button. */
  onClose: () => void;
  /** The element that takes focus when the dialog opens; else the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Wider dialogs hold forms with several columns. */
  size?: 'default' | 'wide';
  /** Id of the text that describes the dialog, when there is one. */
  describedBy?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the USWDS modal styles (role="dialog", aria-modal). It exists only
 * while open, keeps focus inside, closes on Escape or a click on the dimmed page, and
 * stops the page behind it from scrolling. Returning focus to whatever opened it is the
 * opener's job, since only the opener knows where focus belongs afterwards.
 */
export function ModalDialog({ title, onClose, initialFocus, size = 'default', describedBy, children }: ModalDialogProps) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock();

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
        initialFocus: () => initialFocus?.current ?? undefined,
        // Focus moves as the dialog opens, not a tick later: a keyboard user's next key lands inside.
        delayInitialFocus: false,
        fallbackFocus: () => dialogRef.current ?? document.body,
        // Escape and clicks outside are this component's to handle; the opener takes focus back.
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        // Layout-free: jsdom (unit tests) has no layout to check visibility with.
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div className="usa-modal-wrapper is-visible">
        <div className="usa-modal-overlay" onClick={closeOnOverlay}>
          <div
            ref={dialogRef}
            className={`usa-modal ${size === 'wide' ? 'usa-modal--lg' : ''} ${styles.dialog}`}
            role="dialog"
            aria-modal="true"
            aria-labelledby={headingId}
            aria-describedby={describedBy}
            tabIndex={-1}
            onKeyDown={closeOnEscape}
          >
            <div className="usa-modal__content">
              <div className="usa-modal__main">
                <h2 className="usa-modal__heading font-family-sans" id={headingId}>
                  {title}
                </h2>
                {children}
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
