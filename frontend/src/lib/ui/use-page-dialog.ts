import { useCallback, useRef, useState } from 'react';
import { useReturnFocus } from './use-return-focus';

/**
 * The dialog of a staff list page, one at a time, with the page's notice (what the last change
 * did) and failure. Opening a dialog clears both; once it closes, focus goes back to the
 * button that opened it, or to the page heading (`headingRef`) when that button has gone.
 */
export function usePageDialog<Dialog>() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback((next: Dialog, opener: HTMLElement) => {
    openerRef.current = opener;
    setNotice(null);
    setFailure(null);
    setDialog(next);
  }, []);
  const close = useCallback(() => setDialog(null), []);
  useReturnFocus(dialog !== null, openerRef, headingRef);
  /** Closes an edit dialog whose save went through, saying '{name} was saved.'. */
  const closeSaved = (name: string) => {
    close();
    setNotice(`${name} was saved.`);
  };

  return { dialog, open, close, closeSaved, notice, setNotice, failure, setFailure, headingRef };
}
