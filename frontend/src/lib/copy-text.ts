/** What {@link copyText} managed: the text is on the clipboard, or only selected on the page. */
export type CopyOutcome = 'copied' | 'selected';

/**
 * Puts `text` on the clipboard. Where the Clipboard API is missing or refused (a page served
 * without TLS, an older browser), selects the text of `shown` — the element showing it — so the
 * person can copy it with the keyboard, and tries the older copy command on that selection.
 */
export async function copyText(text: string, shown: HTMLElement | null): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (no permission, not a secure context): select it instead.
  }
  if (!shown) return 'selected';
  window.getSelection()?.selectAllChildren(shown);
  try {
    // Deprecated, yet the one way to copy where the Clipboard API is not offered.
    return document.execCommand?.('copy') ? 'copied' : 'selected';
  } catch {
    return 'selected';
  }
}
