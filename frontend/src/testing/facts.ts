import { screen } from '@testing-library/react';

/** The value shown beside a term of the screen's description lists. */
export function fact(term: string): HTMLElement {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}
