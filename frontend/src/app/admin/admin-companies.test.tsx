import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { blueLakeFixture, companiesFixture, oldMillFixture } from '@/testing/mocks/admin-companies-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { insurerFixture, signInForTests } from '@/testing/staff-session';
import { TABLE, openCompanies, captureSaves, rowOf, names, tagsOf } from '@/testing/admin-companies-screen';
import { expectErrorAlert } from '@/testing/error-alert';

describe('Admin Companies (SPEC 2.13)', () => {
  it("shows the heading, 'Add new company', the template download and every company by name", async () => {
    await openCompanies();

    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new company' })).toBeInTheDocument();
    const template = screen.getByRole('link', { name: 'Download rates template' });
    expect(template).toHaveAttribute('href', '/rate_template.xls');
    expect(template).toHaveAttribute('download');
    const headers = within(screen.getByRole('table', TABLE))
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual(['Insurance', 'Cocode', 'Products', 'Actions']);
    expect(names()).toEqual(['Blue Lake Health Plan', 'Old Mill Health Benefit Company', 'Tamarack Health Cooperative']);
    expect(within(rowOf('Blue Lake Health Plan')).getAllByRole('cell')[1]).toHaveTextContent('95101');
    expect(within(rowOf('Old Mill Health Benefit Company')).getByText('Inactive')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Companies'));
  });

  it('tags each active product that has a product type with the type’s name, then its own (SPEC 2.13)', async () => {
    const selectHmo = blueLakeFixture.products[2]!;
    const smallBusinessHmo = { ...selectHmo, companyProductPk: 15, productName: 'Blue Lake Small Business HMO' };
    const blueLake = { ...blueLakeFixture, products: [...blueLakeFixture.products, smallBusinessHmo] };
    server.use(http.get(api('/api/companies'), () => HttpResponse.json(companiesFixture.map((company) => (company === blueLakeFixture ? blueLake : company)))));
    await openCompanies();

    // The untyped product and the inactive POS get no tag; two HMOs are told apart by their names.
    await waitFor(() =>
      expect(tagsOf('Blue Lake Health Plan')).toEqual([
        'PPO Blue Lake Choice PPO',
        'HMO Blue Lake Select HMO',
        'HMO Blue Lake Small Business HMO',
      ]),
    );
    expect(tagsOf('Tamarack Health Cooperative')).toEqual(['HMO Tamarack Community HMO']);
    expect(tagsOf('Old Mill Health Benefit Company')).toEqual([]);
  });

  it('offers Edit, Deactivate or Activate, and Edit Rates for each company', async () => {
    await openCompanies();

    const actions = within(rowOf('Blue Lake Health Plan'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(actions).toEqual([
      'Edit Blue Lake Health Plan',
      'Deactivate Blue Lake Health Plan',
      'Edit Rates Blue Lake Health Plan',
    ]);
    expect(within(rowOf('Old Mill Health Benefit Company')).getByRole('button', { name: /^Activate/ })).toBeInTheDocument();
  });

  it('filters the companies by name or code and sorts by Cocode', async () => {
    const { user } = await openCompanies();

    await user.type(screen.getByLabelText('Filter by company name or code'), 'tamarack');
    expect(names()).toEqual(['Tamarack Health Cooperative']);
    await user.clear(screen.getByLabelText('Filter by company name or code'));
    await user.type(screen.getByLabelText('Filter by company name or code'), '4701');
    expect(names()).toEqual(['Old Mill Health Benefit Company']);
    await user.clear(screen.getByLabelText('Filter by company name or code'));
    await user.type(screen.getByLabelText('Filter by company name or code'), 'nobody');
    expect(screen.getByText('No company matches “nobody”. Check the name or code.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Filter by company name or code'));
    await user.click(screen.getByRole('button', { name: 'Cocode' }));
    expect(names()).toEqual(['Tamarack Health Cooperative', 'Old Mill Health Benefit Company', 'Blue Lake Health Plan']);
  });

  it("shows SPEC 8 'Companies data could not be loaded. Please try again later.' when the list fails", async () => {
    signInForTests();
    server.use(http.get(api('/api/companies'), () => apiError(503, 'unavailable', 'Database unreachable.')));
    renderRoute('/secured/companies');

    expect(await screen.findByText('Companies data could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows SPEC 8 'Something went wrong' when the product types fail, and still tags by the product's type", async () => {
    signInForTests();
    server.use(http.get(api('/api/companies/product-types'), () => apiError(500, 'internal', 'Boom.')));
    renderRoute('/secured/companies');

    await expectErrorAlert('An error occurred. Please try again later.', { title: 'Something went wrong' });
    await screen.findByRole('table', TABLE);
    expect(tagsOf('Blue Lake Health Plan')).toEqual(['PPO Blue Lake Choice PPO', 'HMO Blue Lake Select HMO']);
  });

  it('lets an Insurance user at /secured/companies see the public home instead (SPEC 2.2, 6)', async () => {
    signInForTests(insurerFixture);
    renderRoute('/secured/companies');

    expect(await screen.findByText(/Welcome to the/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Companies' })).not.toBeInTheDocument();
  });
});

describe('Company dialog (SPEC 2.13, 5.4, 7.3, 8)', () => {
  it("'Edit company' opens with the caret after the name, not the name selected, so typing adds to it", async () => {
    const view = await openCompanies();

    await view.user.click(screen.getByRole('button', { name: 'Edit Blue Lake Health Plan' }));
    const name = within(screen.getByRole('dialog', { name: 'Edit company' })).getByLabelText<HTMLInputElement>(/^Name/);
    expect(name).toHaveFocus();
    expect([name.selectionStart, name.selectionEnd]).toEqual([name.value.length, name.value.length]);

    await view.user.keyboard(' Inc.');
    expect(name).toHaveValue('Blue Lake Health Plan Inc.');
  });

  it("'Edit company' shows the company, keeps the code fixed and returns focus to Edit on Escape", async () => {
    const view = await openCompanies();
    const edit = screen.getByRole('button', { name: 'Edit Blue Lake Health Plan' });

    await view.user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit company' });

    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Blue Lake Health Plan');
    expect(within(dialog).getByLabelText(/^Code/)).toHaveValue('95101');
    expect(within(dialog).getByLabelText(/^Code/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Address Line 1')).toHaveValue('400 Lakefront Plaza');
    expect(within(dialog).getByLabelText('City')).toHaveValue('Harbor City');
    expect(within(dialog).getByLabelText('State')).toHaveValue('LK');
    expect(within(dialog).getByLabelText('Postal Code')).toHaveValue('55501');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('(555) 014-2200');
    expect(within(dialog).getByLabelText('Phone Ext')).toHaveValue('');
    expect(within(dialog).getByLabelText('Website')).toHaveValue('https://www.bluelakehealth.example');
    expect(within(dialog).getByLabelText('Website Label')).toHaveValue('Blue Lake Health Plan online');
    expect(within(dialog).getByLabelText('Solvency')).toHaveDisplayValue('Solvent');
    expect(within(dialog).getByLabelText('Active')).toHaveDisplayValue('Active');
    const products = within(dialog).getByRole('group', { name: 'Products' });
    expect(within(products).getByRole('checkbox', { name: 'HMO' })).toBeChecked();
    expect(within(products).getByRole('checkbox', { name: 'PPO' })).toBeChecked();
    expect(within(products).getByRole('checkbox', { name: 'POS' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
  });

  it('saves the edited company as SPEC 7.3 describes, products as {active: 1, productTypeFk}', async () => {
    const view = await openCompanies();
    const bodies = captureSaves();
    await view.user.click(screen.getByRole('button', { name: 'Edit Blue Lake Health Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit company' });

    await view.user.clear(within(dialog).getByLabelText('City'));
    await view.user.type(within(dialog).getByLabelText('City'), 'Port Alder');
    await view.user.selectOptions(within(dialog).getByLabelText('Solvency'), 'Hazardous');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'PPO' }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'EPO' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        companyPk: 1,
        companyName: 'Blue Lake Health Plan',
        coCode: 95101,
        address1: '400 Lakefront Plaza',
        address2: null,
        address3: null,
        city: 'Port Alder',
        state: 'LK',
        postalCode: '55501',
        phone: '(555) 014-2200',
        phoneExt: null,
        website: 'https://www.bluelakehealth.example',
        websiteDesc: 'Blue Lake Health Plan online',
        solvencyFk: 20,
        active: 1,
        products: [
          { active: 1, productTypeFk: 1 },
          { active: 1, productTypeFk: 3 },
        ],
      },
    ]);
    expect(screen.getByText('Blue Lake Health Plan was saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Blue Lake Health Plan' })).toHaveFocus();
  });

  it('checks the required fields before sending, with messages that say what to enter (SPEC 5.4)', async () => {
    const view = await openCompanies();
    const bodies = captureSaves();
    await view.user.click(screen.getByRole('button', { name: 'Add new company' }));
    const dialog = screen.getByRole('dialog', { name: 'Add new company' });
    expect(within(dialog).getByLabelText(/^Code/)).not.toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Active')).toHaveDisplayValue('Active');

    await view.user.type(within(dialog).getByLabelText('State'), 'Lakeland');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription("Enter the company's name.");
    expect(within(dialog).getByLabelText(/^Code/)).toHaveAccessibleDescription(
      'Enter the company code (NAIC Cocode), a positive whole number, e.g. 95101.',
    );
    expect(within(dialog).getByLabelText('State')).toHaveAccessibleDescription('Enter the state as two letters, e.g. PA.');
    expect(within(dialog).getByRole('heading', { name: 'Check the company data' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('adds a new company: Active by default, no key, the chosen products', async () => {
    const view = await openCompanies();
    const bodies = captureSaves(() =>
      HttpResponse.json({ ...blueLakeFixture, companyPk: 9, companyName: 'Keystone Mutual Health', coCode: 95102 }, { status: 201 }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Add new company' }));
    const dialog = screen.getByRole('dialog', { name: 'Add new company' });

    await view.user.type(within(dialog).getByLabelText(/^Name/), '  Keystone Mutual Health ');
    await view.user.type(within(dialog).getByLabelText(/^Code/), '95102');
    await view.user.type(within(dialog).getByLabelText('State'), 'pa');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'POS' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      expect.objectContaining({
        companyPk: null,
        companyName: 'Keystone Mutual Health',
        coCode: 95102,
        state: 'PA',
        city: null,
        solvencyFk: null,
        active: 1,
        products: [{ active: 1, productTypeFk: 4 }],
      }),
    ]);
    expect(screen.getByText('Keystone Mutual Health was saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add new company' })).toHaveFocus();
  });

  it("shows the server's field error next to its field (400/409 with error.field)", async () => {
    const view = await openCompanies();
    captureSaves(() =>
      HttpResponse.json(
        { error: { code: 'conflict', field: 'coCode', message: 'The company code 95101 is already used by Blue Lake Health Plan.' } },
        { status: 409 },
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Add new company' }));
    const dialog = screen.getByRole('dialog', { name: 'Add new company' });
    await view.user.type(within(dialog).getByLabelText(/^Name/), 'Copy Cat Health');
    await view.user.type(within(dialog).getByLabelText(/^Code/), '95101');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const code = within(dialog).getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('The company code 95101 is already used by Blue Lake Health Plan.');
    expect(screen.getByRole('dialog', { name: 'Add new company' })).toBeInTheDocument();
  });

  it("shows SPEC 8 'There was an error trying to save the company data...' with the server's reason", async () => {
    const view = await openCompanies();
    captureSaves(() => apiError(404, 'not_found', 'There is no company with companyPk 1.'));
    await view.user.click(screen.getByRole('button', { name: 'Edit Blue Lake Health Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit company' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'There was an error trying to save the company data. Please try again later. There is no company with companyPk 1.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('leaves the products alone (products null) when the product types could not be loaded', async () => {
    signInForTests();
    server.use(http.get(api('/api/companies/product-types'), () => apiError(500, 'internal', 'Boom.')));
    const view = renderRoute('/secured/companies');
    await screen.findByRole('table', TABLE);
    const bodies = captureSaves();
    await view.user.click(screen.getByRole('button', { name: 'Edit Blue Lake Health Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit company' });

    expect(within(dialog).getByText(/the products cannot be changed now/)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.products).toBeNull();
  });
});

describe('Activate / Deactivate (SPEC 2.13, 4.4)', () => {
  it("asks 'Are you sure?' and then saves the whole company with active flipped", async () => {
    const view = await openCompanies();
    const bodies = captureSaves(() => HttpResponse.json({ ...blueLakeFixture, active: 0 }));
    const deactivate = screen.getByRole('button', { name: 'Deactivate Blue Lake Health Plan' });

    await view.user.click(deactivate);
    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText('Deactivate Blue Lake Health Plan?')).toBeInTheDocument();
    await view.user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      companyPk: 1,
      companyName: 'Blue Lake Health Plan',
      coCode: 95101,
      city: 'Harbor City',
      solvencyFk: 10,
      active: 0,
      products: [
        { active: 1, productTypeFk: 2 },
        { active: 1, productTypeFk: 1 },
      ],
    });
    expect(await screen.findByText('Blue Lake Health Plan is now inactive.')).toBeInTheDocument();
  });

  it('activates an inactive company, and Cancel sends nothing', async () => {
    const view = await openCompanies();
    const bodies = captureSaves(() => HttpResponse.json({ ...oldMillFixture, active: 1 }));
    const activate = screen.getByRole('button', { name: 'Activate Old Mill Health Benefit Company' });

    await view.user.click(activate);
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);
    expect(activate).toHaveFocus();

    await view.user.click(activate);
    await view.user.click(within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ companyPk: 7, active: 1, products: [] });
  });

  it("shows SPEC 8's save failure when the flip is refused", async () => {
    const view = await openCompanies();
    captureSaves(() => apiError(500, 'internal', 'An unexpected error occurred.'));

    await view.user.click(screen.getByRole('button', { name: 'Deactivate Blue Lake Health Plan' }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error trying to save the company data. Please try again later.',
    );
  });
});

