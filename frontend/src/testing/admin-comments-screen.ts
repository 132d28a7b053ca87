/** Admin Comments under test (SPEC 2.16): opening it, reading its table, the view buttons. */
import { screen, within } from '@testing-library/react';
import type { ModeratedComment } from '@/lib/api/admin-api';
import { commentsFixture } from '@/testing/mocks/admin-comments-fixtures';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';

export const COMMENTS_PATH = '/secured/comments';

export async function openComments(path = COMMENTS_PATH) {
  signInForTests();
  const view = renderRoute(path);
  await screen.findByRole('table', { name: /^Comments/ });
  return view;
}

export function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: /^Comments/ });
  return within(table).getAllByRole('row').slice(1);
}

/** One column's text in every shown row; columns: Comment, Date, Status, Filing Tracking Number, Actions. */
export function columnText(index: number): (string | null | undefined)[] {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent);
}

export const dates = () => columnText(1);

export function viewButtonOf(comment: ModeratedComment): HTMLElement {
  return screen.getByRole('button', {
    name: `View comment of ${comment.dateCreatedAsString} on filing ${comment.filingSerffTrackNum}`,
  });
}

/** The fixture's first comment: Pending, 12/31/2026. */
export const pending = commentsFixture[0]!;
