import { useEffect } from 'react';

/** SPEC 2.2: '{product} - {page title}', or only '{product}' for a page without a title. */
export function formatDocumentTitle(product: string, pageTitle?: string): string {
  if (!pageTitle) return product;
  if (!product) return pageTitle;
  return `${product} - ${pageTitle}`;
}

/** Sets the browser title while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
