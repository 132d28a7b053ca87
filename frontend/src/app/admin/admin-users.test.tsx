import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UserSaveRequest } from '@/lib/api/admin-api';
import { staffUsersFixture, userCompaniesFixture } from '@/testing/mocks/admin-users-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { insurerFixture, signInForTests } from '@/testing/staff-session';

type View = Awaited<ReturnType<typeof openUsers>>;

async function openUsers(path = '/secured/users') {
  signInForTests();
  const view = renderRoute(path);
  await screen.findByRole('table', { name: /Staff users/ });
  return view;
}

/** Records every `POST /api/users` body; the default handler answers unless `answer` is given. */
function captureSaves(answer?: () => Response) {
  const bodies: UserSaveRequest[] = [];
  server.use(
    http.post(api('/api/users'), async ({ request }) => {
      bodies.push((await request.clone().json()) as UserSaveRequest);
      return answer?.();
    }),
  );
  return bodies;
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: /Staff users/ }))
    .getAllByRole('row')
    .slice(1);
}

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const rowOf = (name: string) => bodyRows().find((row) => within(row).queryByText(name)) as HTMLElement;

async function openAddDialog({ user }: View) {
  await user.click(screen.getByRole('button', { name: 'Add new user' }));
  return screen.getByRole('dialog', { name: 'Add new user' });
}

/** Fills the dialog's text fields; leaves the others as they are. */
async function fill({ user }: View, dialog: HTMLElement, values: Partial<Record<'First Name' | 'Last Name' | 'Email' | 'UID', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const NEW_USER = { 'First Name': 'Ana', 'Last Name': 'Diaz', Email: 'ana.diaz@insurance.lakeland.example', UID: '100777' };

const errorLine = (dialog: HTMLElement) => within(dialog).getByText((_, el) => el?.classList.contains('usa-error-message') ?? false, { selector: 'p' });

describe('Admin Users (SPEC 2.15)', () => {
  it("shows the heading 'Users', 'Add new user' and every user with Name, Email, UID, Status and actions", async () => {
    await openUsers();

    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new user' })).toBeEnabled();
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.map((h) => h?.replace(/[↕▲▼]/g, ''))).toEqual(['Name', 'Email', 'UID', 'Status', 'Actions']);
    expect(bodyRows()).toHaveLength(staffUsersFixture.length);
    expect(cellTexts(rowOf('Marcus Lee')).slice(0, 4)).toEqual([
      'Marcus Lee',
      'marcus.lee@bluelakehealth.example',
      '200001',
      'Active',
    ]);
    expect(cellTexts(rowOf('Priya Raman'))[3]).toBe('Inactive');
    const actions = within(rowOf('Priya Raman')).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(actions).toEqual(['Edit Priya Raman', 'Activate Priya Raman']);
    expect(within(rowOf('Marcus Lee')).getByRole('button', { name: 'Deactivate Marcus Lee' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Users'));
  });

  it('tells the status in words as well as by the icon colour (WCAG 1.4.1)', async () => {
    await openUsers();

    const status = within(rowOf('Priya Raman')).getByText('Inactive');
    const icon = status.querySelector('[aria-hidden="true"]');
    expect(icon).not.toBeNull();
    expect(within(rowOf('Dana Whitfield')).getByText('Active')).toBeInTheDocument();
  });

  it('filters by name, email or UID, and by status', async () => {
    const view = await openUsers();
    const names = () => bodyRows().map((row) => cellTexts(row)[0]);

    await view.user.type(screen.getByLabelText('Filter by name, email or UID'), 'bluelake');
    expect(names()).toEqual(['Marcus Lee']);
    await view.user.clear(screen.getByLabelText('Filter by name, email or UID'));
    await view.user.type(screen.getByLabelText('Filter by name, email or UID'), '10000');
    expect(names()).toEqual(['Jordan Castillo', 'Priya Raman', 'Dana Whitfield']);
    await view.user.clear(screen.getByLabelText('Filter by name, email or UID'));

    await view.user.click(screen.getByRole('checkbox', { name: 'Inactive' }));
    expect(names()).toEqual(['Priya Raman']);
  });

  it('also answers under /admin/users (SPEC 2.1)', async () => {
    await openUsers('/admin/users');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it('shows the public home in its place to an Insurance user (SPEC 6)', async () => {
    signInForTests(insurerFixture);
    renderRoute('/secured/users');
    expect(await screen.findByText(/Health Insurance Transparency website where you can:/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it("shows SPEC 8's 'Something went wrong' when the users cannot be loaded", async () => {
    signInForTests();
    server.use(http.get(api('/api/users'), () => apiError(503, 'unavailable', 'Database is down')));
    renderRoute('/secured/users');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    expect(screen.getByRole('button', { name: 'Add new user' })).toBeDisabled();
  });

  describe('Add new user', () => {
    it('opens with the fields of SPEC 2.15, Status Active (SPEC 4.4) and focus on First Name', async () => {
      const view = await openUsers();
      const dialog = await openAddDialog(view);

      expect(within(dialog).getByLabelText('First Name')).toHaveFocus();
      for (const label of ['Last Name', 'Email', 'UID']) {
        expect(within(dialog).getByLabelText(label)).toHaveValue('');
      }
      expect(within(dialog).getByLabelText('UID')).not.toHaveAttribute('readonly');
      expect(within(dialog).getByLabelText('Status')).toHaveValue('Active');
      expect(within(dialog).getByLabelText('Status')).toHaveAttribute('readonly');
      const role = within(dialog).getByRole('combobox', { name: 'Role' });
      expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual([
        '- Select -',
        'Insurance',
        'Administrator',
      ]);
      expect(within(dialog).queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    });

    it('saves an Administrator as active with POST /api/users, closes, reloads and returns focus', async () => {
      const bodies = captureSaves();
      const view = await openUsers();
      const dialog = await openAddDialog(view);
      await fill(view, dialog, NEW_USER);
      await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Administrator');
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bodies).toEqual([
        {
          userPk: null,
          firstName: 'Ana',
          lastName: 'Diaz',
          email: 'ana.diaz@insurance.lakeland.example',
          umdId: 100777,
          active: true,
          roleFk: 2,
          companyPk: null,
        },
      ]);
      expect(await screen.findByText('Ana Diaz was saved.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add new user' })).toHaveFocus();
    });

    it('asks an Insurance user for the company they work for and sends it as companyPk', async () => {
      server.use(http.get(api('/api/companies'), () => HttpResponse.json(userCompaniesFixture)));
      const bodies = captureSaves();
      const view = await openUsers();
      const dialog = await openAddDialog(view);
      await fill(view, dialog, NEW_USER);
      await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Insurance');

      const company = within(dialog).getByRole('combobox', { name: 'Company' });
      await within(company).findByRole('option', { name: 'Tamarack Health Cooperative' });
      expect(within(company).getByRole('option', { name: 'Old Mill Health Benefit Company (inactive)' })).toBeInTheDocument();
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(errorLine(dialog)).toHaveTextContent('An Insurance user needs a company');
      expect(company).toHaveFocus();
      expect(bodies).toEqual([]);

      await view.user.selectOptions(company, 'Tamarack Health Cooperative');
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ roleFk: 1, companyPk: 3 });
    });

    it('checks SPEC 5.3 in order — email, then UID, then role — stopping at the first, before any save', async () => {
      const bodies = captureSaves();
      const view = await openUsers();
      const dialog = await openAddDialog(view);
      const save = within(dialog).getByRole('button', { name: 'Save' });

      // Another user's e-mail (in other letter case) and UID, and no role: the e-mail is reported.
      await fill(view, dialog, { ...NEW_USER, Email: 'Marcus.Lee@BlueLakeHealth.example', UID: '200001' });
      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent(/^Email already used\.$/);
      expect(within(dialog).getByLabelText('Email')).toHaveFocus();
      expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email already used.');

      await fill(view, dialog, { Email: NEW_USER.Email });
      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent(/^UID already used\.$/);
      expect(within(dialog).getByLabelText('UID')).toHaveFocus();

      await fill(view, dialog, { UID: NEW_USER.UID });
      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent(/^A role is required\.$/);
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveFocus();

      expect(bodies).toEqual([]);
      expect(screen.getByRole('dialog', { name: 'Add new user' })).toBeInTheDocument();
    });

    it('says which required field is missing or malformed', async () => {
      const bodies = captureSaves();
      const view = await openUsers();
      const dialog = await openAddDialog(view);
      await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Administrator');
      const save = within(dialog).getByRole('button', { name: 'Save' });

      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent("Enter the user's first name.");
      await fill(view, dialog, { 'First Name': 'Ana' });
      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent("Enter the user's last name.");
      await fill(view, dialog, { 'Last Name': 'Diaz' });
      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent("Enter the user's e-mail address.");
      await fill(view, dialog, { Email: 'ana.diaz' });
      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent('Enter an e-mail address such as name@insurance.example.gov.');
      await fill(view, dialog, { Email: NEW_USER.Email });
      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent("Enter the user's UID.");
      await fill(view, dialog, { UID: 'u-42' });
      await view.user.click(save);
      expect(errorLine(dialog)).toHaveTextContent('The UID must be a positive whole number.');
      expect(bodies).toEqual([]);
    });

    it("shows the server's refusal on the error line (409 'Email already used.')", async () => {
      captureSaves(() =>
        HttpResponse.json({ error: { code: 'conflict', message: 'Email already used.', field: 'email' } }, { status: 409 }),
      );
      const view = await openUsers();
      const dialog = await openAddDialog(view);
      await fill(view, dialog, NEW_USER);
      await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Administrator');
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(errorLine(dialog)).toHaveTextContent(/^Email already used\.$/));
      expect(screen.getByRole('dialog', { name: 'Add new user' })).toBeInTheDocument();
    });

    it("shows SPEC 8's 'Something went wrong' in the dialog when the save fails otherwise", async () => {
      captureSaves(() => apiError(503, 'unavailable', 'Database is down'));
      const view = await openUsers();
      const dialog = await openAddDialog(view);
      await fill(view, dialog, NEW_USER);
      await view.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Administrator');
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

      const heading = await within(dialog).findByRole('heading', { name: 'Something went wrong' });
      expect(heading.closest('.usa-alert')).toHaveTextContent('An error occurred. Please try again later.');
      // What was typed is kept for another try.
      expect(within(dialog).getByLabelText('First Name')).toHaveValue('Ana');
    });

    it('closes on Escape and on Close without saving, returning focus to Add new user', async () => {
      const bodies = captureSaves();
      const view = await openUsers();
      await openAddDialog(view);
      await view.user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add new user' })).toHaveFocus();

      const dialog = await openAddDialog(view);
      await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodies).toEqual([]);
    });
  });

  describe('Edit user', () => {
    it('opens filled in, with the UID read-only and the status as stored', async () => {
      const view = await openUsers();
      await view.user.click(screen.getByRole('button', { name: 'Edit Priya Raman' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit user' });

      expect(within(dialog).getByLabelText('First Name')).toHaveValue('Priya');
      expect(within(dialog).getByLabelText('Last Name')).toHaveValue('Raman');
      expect(within(dialog).getByLabelText('Email')).toHaveValue('priya.raman@insurance.lakeland.example');
      expect(within(dialog).getByLabelText('UID')).toHaveValue('100002');
      expect(within(dialog).getByLabelText('UID')).toHaveAttribute('readonly');
      expect(within(dialog).getByLabelText('Status')).toHaveValue('Inactive');
      expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('2');
    });

    it("saves the user's own e-mail and UID unchanged (not 'another user'), with userPk", async () => {
      const bodies = captureSaves();
      const view = await openUsers();
      await view.user.click(screen.getByRole('button', { name: 'Edit Marcus Lee' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit user' });
      expect(within(dialog).getByRole('combobox', { name: 'Company' })).toBeInTheDocument();
      await fill(view, dialog, { 'Last Name': 'Lee-Park' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bodies).toEqual([
        {
          userPk: 2,
          firstName: 'Marcus',
          lastName: 'Lee-Park',
          email: 'marcus.lee@bluelakehealth.example',
          umdId: 200001,
          active: true,
          roleFk: 1,
          companyPk: 1,
        },
      ]);
      expect(screen.getByRole('button', { name: 'Edit Marcus Lee' })).toHaveFocus();
    });

    it("refuses another user's e-mail when editing", async () => {
      const view = await openUsers();
      await view.user.click(screen.getByRole('button', { name: 'Edit Priya Raman' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit user' });
      await fill(view, dialog, { Email: 'dana.whitfield@insurance.lakeland.example' });
      await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(errorLine(dialog)).toHaveTextContent(/^Email already used\.$/);
    });
  });

  describe('Activate / Deactivate (SPEC 4.4)', () => {
    it("asks 'Are you sure?', then saves the user with active flipped", async () => {
      const bodies = captureSaves();
      const view = await openUsers();
      await view.user.click(screen.getByRole('button', { name: 'Deactivate Marcus Lee' }));

      const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
      expect(confirm).toHaveTextContent('Deactivate Marcus Lee?');
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await view.user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual({
        userPk: 2,
        firstName: 'Marcus',
        lastName: 'Lee',
        email: 'marcus.lee@bluelakehealth.example',
        umdId: 200001,
        active: false,
        roleFk: 1,
        companyPk: 1,
      });
      expect(await screen.findByText('Marcus Lee is now inactive.')).toBeInTheDocument();
      expect(within(rowOf('Marcus Lee')).getAllByRole('button')[1]).toHaveFocus();
    });

    it('activates an inactive user', async () => {
      const bodies = captureSaves();
      const view = await openUsers();
      await view.user.click(screen.getByRole('button', { name: 'Activate Priya Raman' }));
      await view.user.click(within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Activate' }));

      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({ userPk: 3, active: true });
    });

    it('sends nothing when the question is cancelled', async () => {
      const bodies = captureSaves();
      const view = await openUsers();
      await view.user.click(screen.getByRole('button', { name: 'Deactivate Marcus Lee' }));
      await view.user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Deactivate Marcus Lee' })).toHaveFocus();
      expect(bodies).toEqual([]);
    });

    it("shows the server's reason when it refuses (deactivating oneself)", async () => {
      captureSaves(() =>
        apiError(400, 'bad_request', 'You cannot deactivate your own account. Ask another administrator to do it.'),
      );
      const view = await openUsers();
      await view.user.click(screen.getByRole('button', { name: 'Deactivate Dana Whitfield' }));
      await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      expect(alert).toHaveTextContent('You cannot deactivate your own account.');
    });
  });
});
