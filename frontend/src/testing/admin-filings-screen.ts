import { screen, within } from '@testing-library/react';
import type { AdminFilingRow } from '@/lib/api/admin-api';
import { adminBadges } from './mocks/admin-filings-fixtures';
import { renderRoute } from './render-route';
import { signInForTests } from './staff-session';

/** The Filings screen's helpers, shared by its test files. */
export const FAILURE_TITLE = 'Something went wrong';
export const FAILURE_MESSAGE = 'An error occurred. Please try again later.';

export async function openFilings(path = '/secured/filings') {
  signInForTests();
  const view = renderRoute(path);
  await screen.findByRole('table', { name: /^Filings/ });
  return view;
}

export const filingsTable = () => screen.getByRole('table', { name: /^Filings/ });
export const historyTable = () => screen.getByRole('table', { name: 'Import runs, newest first' });

/** The body rows of a table (a run's errors row, hidden or not, is part of its run). */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .filter((row) => row.querySelector('td[data-label]'));
}

/** The tracking numbers of the filings shown, in order. */
export const trackingNumbers = () => bodyRows(filingsTable()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** The cell of a history row under a column header. */
export function runCell(row: HTMLElement, column: string): HTMLElement {
  return within(row).getAllByRole('cell').find((cell) => cell.getAttribute('data-label') === column)!;
}

/** `n` filings with consecutive keys and dates, newest last. */
export function manyFilings(n: number): AdminFilingRow[] {
  return Array.from({ length: n }, (_, index) => ({
    filingId: 1000 + index,
    filingSerffTrackNum: `TEST-${String(index + 1).padStart(4, '0')}`,
    submissionDate: new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10),
    market: index % 2 === 0 ? 'Individual' : 'Group',
    status: 'Accepted',
    stateStatus: adminBadges.Accepted,
    companyName: 'Test Company',
    productName: 'Test Product',
  }));
}
