/** The feeds a page announces, read as a feed reader finds them. */
import { screen } from '@testing-library/react';

/** The `<link rel="alternate">` Atom feeds in the document head: title and address path. */
export function headFeeds(): { title: string | null; path: string }[] {
  return [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) => ({
    title: link.getAttribute('title'),
    path: new URL(link.getAttribute('href') ?? '', window.location.href).pathname,
  }));
}

/** The address path of a visible Follow link, found by its text. */
export function followLinkPath(label: string): string {
  return new URL(screen.getByRole('link', { name: label }).getAttribute('href') ?? '', window.location.href).pathname;
}

/** The line under the Follow links that says what a feed reader is. */
export const FEED_READER_HINT = /^A feed reader app \(such as .+\) checks (this address|these addresses) for you and shows new items; no account or e-mail needed\.$/;
