import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '@/testing/gate';
import { companyProductsFixture } from '@/testing/mocks/company-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { FEED_READER_HINT, followLinkPath, headFeeds } from '@/testing/feeds';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';
import { expectErrorAlert } from '@/testing/error-alert';

const COMPANY_PRODUCTS = api('/company-products/:companyProductPk');

async function openCompany(path = '/company/101') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Blue Lake Health' });
  return view;
}

/** The value of a term of the Company Information description list. */
function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

/** The Rate Filing Data table under the heading of a type of insurance. */
function filingsTable(typeOfInsurance: string): HTMLElement {
  return screen.getByRole('table', { name: new RegExp(`^Rate filings for ${typeOfInsurance};`) });
}

/** A table's body rows, as their Tracking Number cells' text. */
const trackingNumbers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** A company record's contact fields, none of them set. */
const NO_CONTACT = {
  address1: null,
  address2: null,
  address3: null,
  city: null,
  state: null,
  postalCode: null,
  phone: null,
  website: null,
};

/** The records of the fixture with other values, for one test. */
function answerWith(records: typeof companyProductsFixture) {
  server.use(http.get(COMPANY_PRODUCTS, () => HttpResponse.json(records)));
}

describe('Company Page', () => {
  it('links to /compare and shows the company name as the heading (SPEC 2.8, 2.2)', async () => {
    await openCompany();

    expect(screen.getByRole('link', { name: 'Compare more plans' })).toHaveAttribute('href', '/compare');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Company Information'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("offers the company's feed by its company key, announced in the head", async () => {
    await openCompany();

    expect(followLinkPath("Follow this company's filings (feed)")).toBe('/ws/feeds/companies/7.atom');
    expect(screen.getByText(FEED_READER_HINT)).toHaveTextContent(/checks this address for you/);
    expect(headFeeds()).toEqual([
      { title: 'Blue Lake Health: new and changed rate filings', path: '/ws/feeds/companies/7.atom' },
    ]);
  });

  it('announces no feed for a company the server has nothing public for', async () => {
    answerWith([]);
    renderRoute('/company/101');

    await screen.findByText('No data found.');
    expect(screen.queryByRole('link', { name: /^Follow / })).not.toBeInTheDocument();
    expect(headFeeds()).toEqual([]);
  });

  it('shows the address lines, phone, website and solvency under Company Information (SPEC 2.8)', async () => {
    await openCompany();

    expect(screen.getByRole('heading', { level: 2, name: 'Company Information' })).toBeInTheDocument();
    const address = [...detail('Address').children].map((line) => line.textContent);
    expect(address).toEqual(['400 Lakefront Plaza', 'Suite 12', 'Harbor City, LK 55501']);
    expect(within(detail('Phone')).getByRole('link', { name: '(555) 014-2200' })).toHaveAttribute(
      'href',
      'tel:+15550142200',
    );
    const website = within(detail('Website')).getByRole('link', { name: newTabLinkName('Blue Lake Health online') });
    expect(website).toHaveAttribute('href', 'https://www.bluelake.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(detail('Solvency')).toHaveTextContent('Solvent');
  });

  it('labels the website with its address when it has no description, and leaves out what is not set', async () => {
    answerWith(
      companyProductsFixture.map((record) => ({
        ...record,
        address2: null,
        phone: null,
        websiteDesc: null,
        solvency: null,
        solvencyDesc: null,
      })),
    );
    await openCompany();

    expect([...detail('Address').children].map((line) => line.textContent)).toEqual([
      '400 Lakefront Plaza',
      'Harbor City, LK 55501',
    ]);
    expect(
      within(detail('Website')).getByRole('link', { name: newTabLinkName('https://www.bluelake.example') }),
    ).toBeInTheDocument();
    // SPEC 2.8: Solvency only when solvency is set.
    expect(screen.queryByText('Solvency', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Phone', { selector: 'dt' })).not.toBeInTheDocument();
  });

  // No bare heading over nothing.
  it('says there is no contact information on file instead of showing an empty section', async () => {
    answerWith(
      companyProductsFixture.map((record) => ({ ...record, ...NO_CONTACT, websiteDesc: null, solvency: null, solvencyDesc: null })),
    );
    await openCompany();

    const section = screen.getByRole('region', { name: 'Company Information' });
    expect(section).toHaveTextContent(/^Company InformationNo contact information on file\.$/);
    expect(within(section).queryByRole('term')).not.toBeInTheDocument();
  });

  it('keeps the solvency of a company with no contact information', async () => {
    answerWith(
      companyProductsFixture.map((record) => ({ ...record, ...NO_CONTACT })),
    );
    await openCompany();

    expect(screen.getByText('No contact information on file.')).toBeInTheDocument();
    expect(detail('Solvency')).toHaveTextContent('Solvent');
  });

  it('never links a website that is not an http(s) address', async () => {
    answerWith(companyProductsFixture.map((record) => ({ ...record, website: 'javascript:alert(1)' })));
    await openCompany();

    expect(screen.queryByText('Website', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Blue Lake Health online/ })).not.toBeInTheDocument();
  });

  it('lists each product and each type of insurance once under Product Information (SPEC 2.8)', async () => {
    await openCompany();

    expect(screen.getByRole('heading', { level: 2, name: 'Product Information' })).toBeInTheDocument();
    const products = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(products.map((item) => item.textContent)).toEqual([
      'Blue Lake Bronze HMO',
      'Blue Lake Silver',
      'Blue Lake Silver Plus',
      'Blue Lake Value EPO',
    ]);
    const types = within(screen.getByRole('list', { name: 'Types of Insurance' })).getAllByRole('listitem');
    expect(types.map((item) => item.textContent)).toEqual(['Individual Health', 'Small Group Health']);
  });

  it('shows a Rate Filing Data table per type of insurance, products merged, newest first (SPEC 2.8, 9)', async () => {
    await openCompany();

    const section = screen.getByRole('region', { name: 'Rate Filing Data' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Individual Health',
      'Small Group Health',
    ]);
    expect(within(section).getAllByRole('table')).toHaveLength(2);

    const individual = filingsTable('Individual Health');
    expect(within(individual).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Tracking Number↕',
      'Date▼',
      'Status↕',
      'Rate↕',
      'Actions',
    ]);
    expect(within(individual).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(trackingNumbers(individual)).toEqual(['BLHP-131000001', 'BLHP-131000015', 'BLHP-131000014']);
    expect(trackingNumbers(filingsTable('Small Group Health'))).toEqual(['BLHP-131000021']);
  });

  it('shows each filing with date, status badge, rate and a Details link from its own keys (SPEC 2.8)', async () => {
    await openCompany();

    const [submitted, accepted, withdrawn] = within(filingsTable('Individual Health')).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(submitted).getByText('02/14/2026')).toBeInTheDocument();
    expect(within(submitted).getByRole('button', { name: 'Submitted' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(submitted).getByText('+7.5%')).toBeInTheDocument();
    expect(within(withdrawn).getByText('-1.5%')).toBeInTheDocument();
    expect(within(accepted).getByText('—')).toBeInTheDocument();
    // The Silver Plus filing belongs to product 105, not to the product of the address.
    expect(within(accepted).getByRole('link', { name: 'Details for filing BLHP-131000015' })).toHaveAttribute(
      'href',
      '/company/105/rate/15/7/3',
    );
    expect(within(submitted).getByRole('link', { name: 'Details for filing BLHP-131000001' })).toHaveAttribute(
      'href',
      '/company/101/rate/11/7/3',
    );
    expect(screen.getByRole('link', { name: 'Details for filing BLHP-131000021' })).toHaveAttribute(
      'href',
      '/company/104/rate/21/7/5',
    );
  });

  it('sorts one table by its Date header without changing the other', async () => {
    const { user } = await openCompany();

    const individual = filingsTable('Individual Health');
    await user.click(within(individual).getByRole('button', { name: 'Date' }));
    expect(trackingNumbers(individual)).toEqual(['BLHP-131000014', 'BLHP-131000015', 'BLHP-131000001']);
    expect(within(individual).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
    expect(
      within(filingsTable('Small Group Health')).getByRole('columnheader', { name: 'Date' }),
    ).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(individual).getByRole('button', { name: 'Rate' }));
    // An unknown rate sorts last.
    expect(trackingNumbers(individual)).toEqual(['BLHP-131000014', 'BLHP-131000001', 'BLHP-131000015']);
  });

  it('leaves Rate Filing Data out when the company has no public filings (SPEC 2.8)', async () => {
    answerWith([{ ...companyProductsFixture[3]! }]);
    await openCompany();

    expect(screen.queryByRole('heading', { name: 'Rate Filing Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Products' })).toHaveTextContent('Blue Lake Value EPO');
    expect(screen.getByText('None listed.')).toBeInTheDocument();
  });

  it.each([
    ['there is no such product (404)', () => apiError(404, 'not_found', 'No data found.')],
    ['the server refuses the key (400)', () => apiError(400, 'bad_request', 'companyProductPk must be positive')],
    ['the answer is an empty list', () => HttpResponse.json([])],
  ])("shows 'No data found.' when %s (SPEC 2.8, 8)", async (_case, answer) => {
    server.use(http.get(COMPANY_PRODUCTS, answer));
    renderRoute('/company/99999999999');

    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Company Information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare more plans' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each(['/company/abc', '/company/0', '/company/-3', '/company/1.5'])(
    "shows 'No data found.' for %s without asking the server (SPEC 2.8)",
    async (path) => {
      // Any company-products request would be answered with a failure, not 'No data found.'
      server.use(http.get(COMPANY_PRODUCTS, () => apiError(500, 'internal', 'not expected')));
      renderRoute(path);

      expect(await screen.findByText('No data found.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows the SPEC 8 error when the company cannot be loaded', async () => {
    server.use(http.get(COMPANY_PRODUCTS, () => apiError(503, 'unavailable', 'boom')));
    renderRoute('/company/101');

    await expectErrorAlert('Something went wrong. Please try again later.');
    expect(screen.queryByText('No data found.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('covers the page with the loading overlay until the company has loaded', async () => {
    const held = holdAnswers('get', COMPANY_PRODUCTS, () => HttpResponse.json(companyProductsFixture));
    renderRoute('/company/101');

    expect(await screen.findByText('Loading the company information…')).toBeInTheDocument();
    held.open();
    await screen.findByRole('heading', { level: 1, name: 'Blue Lake Health' });
    expect(screen.queryByText('Loading the company information…')).not.toBeInTheDocument();
  });
});
