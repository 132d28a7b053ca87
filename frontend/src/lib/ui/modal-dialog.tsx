import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
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
 *
 * Focus stays inside even when the focused element disappears or is disabled (a browser
 * then drops focus to <body> without any event a focus trap could see), and Escape closes
 * the dialog wherever focus is: both used to strand a person after a failed save.
 */
export function ModalDialog({ title, onClose, initialFocus, size = 'default', describedBy, children }: ModalDialogProps) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock();
  useCloseOnEscape(dialogRef, onClose);
  useKeepFocusInside(dialogRef);

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
        // focus-trap selects the text of a field it focuses: on opening, a person's first key would
        // replace what the field holds (a company's name). The caret goes to its end instead.
        onPostActivate: caretToEndOfFocusedField,
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

/** The open dialogs, innermost last: Escape and lost focus belong to the innermost one. */
const openDialogs: RefObject<HTMLElement | null>[] = [];

function isInnermost(dialog: RefObject<HTMLElement | null>): boolean {
  return openDialogs[openDialogs.length - 1] === dialog;
}

/** Escape closes the innermost dialog, wherever focus is (even when it fell to <body>). */
function useCloseOnEscape(dialog: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    openDialogs.push(dialog);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isInnermost(dialog)) return;
      event.preventDefault();
      event.stopPropagation();
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
    };
  }, [dialog]);
}

/**
 * When the focused element inside the dialog is disabled, hidden or removed, focus goes to
 * the dialog itself rather than to the page behind it.
 */
function useKeepFocusInside(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      const focused = document.activeElement;
      if (isInnermost(dialog) && (!focused || focused === document.body)) element.focus();
    });
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
    return () => observer.disconnect();
  }, [dialog]);
}

/** Puts the caret at the end of the focused text field, its text unselected; anything else is left alone. */
function caretToEndOfFocusedField() {
  const focused = document.activeElement;
  // selectionStart is null for fields without a text selection (email, number, checkbox…).
  if ((focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && focused.selectionStart !== null) {
    focused.setSelectionRange(focused.value.length, focused.value.length);
  }
}
