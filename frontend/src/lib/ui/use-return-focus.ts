import { useEffect, useRef, type RefObject } from 'react';

/**
 * Once a dialog has closed, puts focus back on the button that opened it (WAI-ARIA modal
 * dialog pattern), or, when that button has gone (its row filtered out), on `fallback`
 * (usually the page heading) — never on the top of the document.
 */
export function useReturnFocus(
  dialogOpen: boolean,
  opener: RefObject<HTMLElement | null>,
  fallback?: RefObject<HTMLElement | null>,
): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !dialogOpen) {
      const target = opener.current?.isConnected ? opener.current : fallback?.current;
      target?.focus();
    }
    wasOpen.current = dialogOpen;
  }, [dialogOpen, opener, fallback]);
}
