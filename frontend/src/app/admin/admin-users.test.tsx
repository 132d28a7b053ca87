import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { staffUsersFixture } from '@/testing/mocks/admin-users-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';
import { openUsers, captureSaves, bodyRows, cellTexts, rowOf, fill, errorLine } from '@/testing/admin-users-screen';
import { expectPublicHomeForInsurer } from '@/testing/staff-access';
import { expectErrorAlert } from '@/testing/error-alert';

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
    await expectPublicHomeForInsurer('/secured/users');
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  });

  it("shows SPEC 8's 'Something went wrong' when the users cannot be loaded", async () => {
    signInForTests();
    server.use(http.get(api('/api/users'), () => apiError(503, 'unavailable', 'Database is down')));
    renderRoute('/secured/users');

    await expectErrorAlert('An error occurred. Please try again later.', { title: 'Something went wrong' });
    expect(screen.getByRole('button', { name: 'Add new user' })).toBeDisabled();
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

      await expectErrorAlert('You cannot deactivate your own account.', { title: 'Something went wrong' });
    });
  });
});
