import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { openAddDialog, openUsers, type View } from '@/testing/admin-users-screen';

/** Opens 'Edit user' for `name` and waits for its Sign-in part to load. */
async function editUser(view: View, name: string) {
  await view.user.click(screen.getByRole('button', { name: `Edit ${name}` }));
  const dialog = screen.getByRole('dialog', { name: 'Edit user' });
  const signIn = within(dialog).getByRole('region', { name: 'Sign-in' });
  await within(signIn).findByText(/signed in/i);
  return signIn;
}

/** Records the user keys of every `POST /api/users/{userId}/reset-sign-in`. */
function captureResets(answer?: () => Response) {
  const reset: string[] = [];
  server.use(
    http.post(api('/api/users/:userPk/reset-sign-in'), ({ params }) => {
      reset.push(String(params.userPk));
      return answer?.();
    }),
  );
  return reset;
}

describe("Admin Users: a user's sign-in", () => {
  it('tells that the user has signed in, and resets it after a confirmation', async () => {
    const view = await openUsers();
    const resets = captureResets();
    const signIn = await editUser(view, 'Marcus Lee');
    expect(signIn).toHaveTextContent('Signed in before (first on 11/02/2026)');

    await view.user.click(within(signIn).getByRole('button', { name: 'Reset sign-in' }));
    const question = within(signIn).getByRole('group', { name: /Reset the sign-in of Marcus Lee\?/ });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(resets).toEqual([]);
    await view.user.click(within(question).getByRole('button', { name: 'Reset sign-in' }));

    await within(signIn).findByText(/^Sign-in reset\. Not yet signed in/);
    expect(resets).toEqual(['2']);
    expect(within(signIn).queryByRole('button', { name: 'Reset sign-in' })).not.toBeInTheDocument();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const view = await openUsers();
    const resets = captureResets();
    const signIn = await editUser(view, 'Marcus Lee');

    await view.user.click(within(signIn).getByRole('button', { name: 'Reset sign-in' }));
    await view.user.click(within(signIn).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(within(signIn).getByRole('button', { name: 'Reset sign-in' })).toHaveFocus());
    expect(signIn).toHaveTextContent('Signed in before');
    expect(resets).toEqual([]);
  });

  it('offers no reset for a user who has not signed in yet', async () => {
    server.use(
      http.get(api('/api/users/:userPk/sign-in'), ({ params }) =>
        HttpResponse.json({ userPk: Number(params.userPk), bound: false, boundAt: null }),
      ),
    );
    const view = await openUsers();
    const signIn = await editUser(view, 'Priya Raman');

    expect(signIn).toHaveTextContent('Not yet signed in');
    expect(within(signIn).queryByRole('button', { name: 'Reset sign-in' })).not.toBeInTheDocument();
  });

  it('says so when the reset fails, and keeps the question open', async () => {
    const view = await openUsers();
    captureResets(() => apiError(503, 'unavailable', 'Database is down'));
    const signIn = await editUser(view, 'Marcus Lee');

    await view.user.click(within(signIn).getByRole('button', { name: 'Reset sign-in' }));
    await view.user.click(within(signIn).getByRole('button', { name: 'Reset sign-in' }));

    expect(await within(signIn).findByRole('alert')).toHaveTextContent('The sign-in could not be reset.');
    expect(within(signIn).getByRole('group', { name: /Reset the sign-in/ })).toBeInTheDocument();
  });

  it('has no sign-in part when adding a user', async () => {
    const view = await openUsers();
    const dialog = await openAddDialog(view);
    expect(within(dialog).queryByRole('region', { name: 'Sign-in' })).not.toBeInTheDocument();
  });
});
