/** Admin Users under test (SPEC 2.15): opening it, reading its rows, the user dialog, capturing saves. */
import { screen, within } from '@testing-library/react';
import type { UserSaveRequest } from '@/lib/api/admin-api';
import { capturePostedBodies } from '@/testing/capture-posts';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';

export type View = Awaited<ReturnType<typeof openUsers>>;

export async function openUsers(path = '/secured/users') {
  signInForTests();
  const view = renderRoute(path);
  await screen.findByRole('table', { name: /Staff users/ });
  return view;
}

/** Records every `POST /api/users` body; the default handler answers unless `answer` is given. */
export function captureSaves(answer?: () => Response) {
  return capturePostedBodies<UserSaveRequest>('/api/users', answer);
}

export function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: /Staff users/ }))
    .getAllByRole('row')
    .slice(1);
}

export const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
export const rowOf = (name: string) => bodyRows().find((row) => within(row).queryByText(name)) as HTMLElement;

export async function openAddDialog({ user }: View) {
  await user.click(screen.getByRole('button', { name: 'Add new user' }));
  return screen.getByRole('dialog', { name: 'Add new user' });
}

/** Fills the dialog's text fields; leaves the others as they are. */
export async function fill({ user }: View, dialog: HTMLElement, values: Partial<Record<'First Name' | 'Last Name' | 'Email' | 'UID', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

export const NEW_USER = { 'First Name': 'Ana', 'Last Name': 'Diaz', Email: 'ana.diaz@insurance.lakeland.example', UID: '100777' };

export const errorLine = (dialog: HTMLElement) => within(dialog).getByText((_, el) => el?.classList.contains('usa-error-message') ?? false, { selector: 'p' });
