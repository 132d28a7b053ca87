/**
 * What a person sees when a dialog's action fails or one of its fields is wrong, in every
 * dialog: the failure right above the buttons that were pressed, announced as an alert; focus
 * still inside the dialog and Escape still closing it; a field's message gone once that field
 * changes. SPEC 8 gives the messages; the screens' own test files check their wording.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '@/testing/gate';
import { commentsFixture } from '@/testing/mocks/admin-comments-fixtures';
import { RATE_PAGE_PATH } from '@/testing/mocks/rate-page-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';
import { fill, NEW_USER, openAddDialog, openUsers } from '@/testing/admin-users-screen';

type View = ReturnType<typeof renderRoute>;

/** The failure is in the dialog's footer, before the button that was pressed. */
function expectBesideButton(alert: HTMLElement, button: HTMLElement) {
  const footer = button.closest('.usa-modal__footer');
  expect(footer, 'the button sits in the dialog footer').not.toBeNull();
  expect(footer).toContainElement(alert);
  expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

async function openStaffScreen(path: string, ready: () => Promise<unknown>): Promise<View> {
  signInForTests();
  const view = renderRoute(path);
  await ready();
  return view;
}

/** Opens 'Add new user' and fills every field but the role; `email` and `uid` as given. */
async function addUser(email: string, uid: string) {
  const view = await openUsers();
  const dialog = await openAddDialog(view);
  await fill(view, dialog, { ...NEW_USER, Email: email, UID: uid });
  return { view, dialog };
}

async function editBlueLake(): Promise<{ view: View; dialog: HTMLElement }> {
  const view = await openStaffScreen('/secured/companies', () => screen.findByRole('table', { name: /Insurance companies/ }));
  await view.user.click(screen.getByRole('button', { name: 'Edit Blue Lake Health Plan' }));
  return { view, dialog: screen.getByRole('dialog', { name: 'Edit company' }) };
}

describe('a failed save in the company dialog (SPEC 2.13, 8)', () => {
  it('shows the message above Save, keeps focus on Save and still closes on Escape', async () => {
    const held = holdAnswers('post', api('/api/companies'), () => apiError(500, 'internal', 'Internal error'));
    const { view, dialog } = await editBlueLake();
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await view.user.click(save);
    held.open();
    const alert = await within(dialog).findByRole('alert');

    expect(alert).toHaveTextContent('There was an error trying to save the company data. Please try again later.');
    expectBesideButton(alert, save);
    expect(save).toHaveFocus();
    // However focus was lost, Escape reaches the dialog.
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('field messages go once their field changes (all dialogs)', () => {
  it('company dialog: a required field’s message goes as it is filled in, the others stay', async () => {
    const view = await openStaffScreen('/secured/companies', () => screen.findByRole('table', { name: /Insurance companies/ }));
    await view.user.click(screen.getByRole('button', { name: 'Add new company' }));
    const dialog = screen.getByRole('dialog', { name: 'Add new company' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText(/^Name/);
    const code = within(dialog).getByLabelText(/^Code/);
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await view.user.type(name, 'Keystone Mutual Health');

    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAccessibleDescription();
    expect(within(dialog).queryByText("Enter the company's name.")).not.toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it("user dialog: 'Email already used.' goes once the e-mail is corrected (SPEC 5.3)", async () => {
    const { view, dialog } = await addUser('jordan.castillo@insurance.lakeland.example', '100777');
    const email = within(dialog).getByLabelText('Email');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Email already used.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await view.user.type(email, '{Backspace}x');

    expect(within(dialog).queryByText('Email already used.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("user dialog: the server's refusal is shown at its field and goes when that field changes", async () => {
    server.use(
      http.post(api('/api/users'), () =>
        HttpResponse.json({ error: { code: 'conflict', message: 'UID already used.', field: 'umdId' } }, { status: 409 }),
      ),
    );
    const { view, dialog } = await addUser('ana.diaz@insurance.lakeland.example', '100778');
    const uid = within(dialog).getByLabelText('UID');
    await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Administrator');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(uid).toHaveFocus());
    expect(uid).toHaveAccessibleDescription('UID already used.');
    await view.user.type(uid, '9');
    expect(within(dialog).queryByText('UID already used.')).not.toBeInTheDocument();
  });

  it('quality measures dialog: the link’s message goes as the link is edited', async () => {
    const view = await openStaffScreen('/secured/edit-quality-measures', () => screen.findByRole('button', { name: 'Edit' }));
    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Quality Measures Section' });
    const link = within(dialog).getByLabelText('Link');
    await view.user.clear(link);
    await view.user.type(link, 'ftp://reports.example');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(link).toHaveAttribute('aria-invalid', 'true');

    await view.user.clear(link);

    expect(link).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText(/starting with https:\/\//)).not.toBeInTheDocument();
  });
});

describe('every dialog shows its failure above its buttons', () => {
  it('user dialog (SPEC 8 Something went wrong)', async () => {
    server.use(http.post(api('/api/users'), () => apiError(503, 'unavailable', 'Database is down')));
    const { view, dialog } = await addUser('ana.diaz@insurance.lakeland.example', '100779');
    await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Administrator');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await view.user.click(save);

    const heading = await within(dialog).findByRole('heading', { name: 'Something went wrong' });
    expectBesideButton(heading.closest('[role="alert"]') as HTMLElement, save);
  });

  it('quality measures dialog (SPEC 8, with the support desk)', async () => {
    server.use(http.post(api('/api/insurance-forms/quality-measure-note/:note'), () => apiError(503, 'unavailable', 'Down')));
    const view = await openStaffScreen('/secured/edit-quality-measures', () => screen.findByRole('button', { name: 'Edit' }));
    await view.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Quality Measures Section' });
    await view.user.type(within(dialog).getByLabelText('Note'), ' and more');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await view.user.click(save);

    const heading = await within(dialog).findByRole('heading', { name: 'Something went wrong' });
    expectBesideButton(heading.closest('[role="alert"]') as HTMLElement, save);
  });

  it("'See comment' dialog (SPEC 8)", async () => {
    server.use(http.post(api('/api/comments/authorize'), () => apiError(500, 'internal', 'Boom')));
    const pending = commentsFixture[0]!;
    const view = await openStaffScreen('/secured/comments', () => screen.findByRole('table', { name: /^Comments/ }));
    await view.user.click(
      screen.getByRole('button', { name: `View comment of ${pending.dateCreatedAsString} on filing ${pending.filingSerffTrackNum}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'See comment' });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    await view.user.click(approve);

    expectBesideButton(await within(dialog).findByRole('alert'), approve);
    expect(approve).toHaveFocus();
  });

  it("'Type a comment' dialog: the server's refusal (SPEC 2.9)", async () => {
    const held = holdAnswers('post', api('/comments'), () =>
      apiError(429, 'too_many_requests', 'You have sent 5 comments in the last hour. Please try again later.'),
    );
    const view = renderRoute(RATE_PAGE_PATH);
    await view.user.click(await screen.findByRole('button', { name: 'Comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Type a comment' });
    await view.user.type(within(dialog).getByLabelText('Comment'), 'One more comment');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await view.user.click(submit);
    held.open();

    expectBesideButton(await within(dialog).findByRole('alert'), submit);
    expect(submit).toHaveFocus();
  });
});
