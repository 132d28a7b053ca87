import { useEffect, useRef } from 'react';
import { Pagination } from '@trussworks/react-uswds';

type TablePagesProps = {
  /** Names the navigation landmark, e.g. 'Comments pages'. */
  label: string;
  pageCount: number;
  /** The page shown, counted from 0. */
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
};

/**
 * USWDS pagination for a table shown a page at a time: Previous, page numbers (the current
 * one marked aria-current) and Next, as buttons. When the button just pressed goes away
 * (Next on the last page but one), focus moves to the current page's number instead of
 * falling back to the top of the document. Nothing shows when everything fits on one page.
 */
export function TablePages({ label, pageCount, pageIndex, onPageChange }: TablePagesProps) {
  const navRef = useRef<HTMLElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const nav = navRef.current;
    if (nav && !nav.contains(document.activeElement)) {
      nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [pageIndex]);

  if (pageCount <= 1) return null;
  const go = (index: number) => {
    moved.current = true;
    onPageChange(Math.min(Math.max(index, 0), pageCount - 1));
  };
  return (
    <Pagination
      ref={navRef}
      aria-label={label}
      pathname=""
      totalPages={pageCount}
      currentPage={pageIndex + 1}
      onClickPrevious={() => go(pageIndex - 1)}
      onClickNext={() => go(pageIndex + 1)}
      onClickPageNumber={(_event, page) => go(page - 1)}
    />
  );
}
