/**
 * The accessible name of a link that opens in a new tab. Browsers read
 * 'News (opens in a new tab)'; jsdom's name computation trims the space
 * inside the visually hidden hint, so the space is optional here.
 */
export function newTabLinkName(label: string): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped} ?\\(opens in a new tab\\)$`);
}

/**
 * The accessible name of a staff attachment's download button: browsers read
 * 'Download Cover Letter.docx'; jsdom trims the space inside the visually hidden
 * 'Download ', so the space is optional here.
 */
export function downloadButtonName(fileName: string): RegExp {
  const escaped = fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^Download ?${escaped}$`);
}
