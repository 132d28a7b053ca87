import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { newAdministratorRequest, userCompaniesFixture } from '@/testing/mocks/admin-users-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { openUsers, captureSaves, openAddDialog, fill, NEW_USER, errorLine } from '@/testing/admin-users-screen';

describe('Admin Users (SPEC 2.15)', () => {
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
      expect(bodies).toEqual([newAdministratorRequest]);
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
});
