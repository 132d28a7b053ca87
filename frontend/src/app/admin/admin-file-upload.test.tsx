import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { insurerFixture, signInForTests } from '@/testing/staff-session';
import { expectErrorAlert } from '@/testing/error-alert';

/** Records the company key of every upload and how many files its field 'file' held. */
function captureUploads() {
  const uploads: { companyPk: string; files: number }[] = [];
  server.use(
    http.post(api('/api/provider/upload/:companyPk'), async ({ request, params }) => {
      const form = await request.clone().formData();
      uploads.push({ companyPk: String(params.companyPk), files: form.getAll('file').length });
      return undefined;
    }),
  );
  return uploads;
}

/** Records whether the companies list was asked for (the default handler still answers). */
function watchCompanyList() {
  const calls: string[] = [];
  server.use(
    http.get(api('/api/companies'), ({ request }) => {
      calls.push(request.method);
      return undefined;
    }),
  );
  return calls;
}

const xls = (name: string) => new File(['xls bytes'], name, { type: 'application/vnd.ms-excel' });

describe('File Upload (SPEC 2.18, 5.4)', () => {
  it("shows an insurer their own company's name, the template and the upload form, and uploads for it", async () => {
    signInForTests(insurerFixture);
    const listCalls = watchCompanyList();
    const uploads = captureUploads();
    const { user } = renderRoute('/provider/upload');

    expect(await screen.findByRole('heading', { level: 1, name: 'File Upload' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Rates template upload' });
    expect(within(section).getByText('Blue Lake Health Plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download rates template' })).toHaveAttribute('href', '/rate_template.xls');
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
    expect(within(section).getByText('Use the form below to upload a .xls file.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'No file selected' })).toBeDisabled();

    await user.upload(within(section).getByLabelText('Pick File'), xls('blue-lake.xls'));
    await user.click(within(section).getByRole('button', { name: 'Submit File' }));

    expect(await within(section).findByText(/The rates template for Blue Lake Health Plan was loaded/)).toBeInTheDocument();
    expect(uploads).toEqual([{ companyPk: '1', files: 1 }]);
    // An insurer is never offered another company: the admin list is not even asked for.
    expect(listCalls).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - File Upload'));
  });

  it("names the insurer's company 'Your company' when the staff record does not name it", async () => {
    signInForTests({ ...insurerFixture, companyName: null });
    renderRoute('/provider/upload');

    const section = await screen.findByRole('region', { name: 'Rates template upload' });
    expect(within(section).getByText('Your company')).toBeInTheDocument();
  });

  it('tells an insurer without a company that there is nothing to upload', async () => {
    signInForTests({ ...insurerFixture, companyPk: null });
    renderRoute('/provider/upload');

    expect(await screen.findByRole('heading', { name: 'No company' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Pick File')).not.toBeInTheDocument();
  });

  it('lets an administrator choose a company first, then uploads for that company', async () => {
    signInForTests();
    const uploads = captureUploads();
    const { user } = renderRoute('/provider/upload');

    const company = await screen.findByLabelText('Company');
    expect(screen.queryByLabelText('Pick File')).not.toBeInTheDocument();
    expect(within(company).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '- Select a company -',
      'Tamarack Health Cooperative (16042)',
      'Old Mill Health Benefit Company (47015), inactive',
      'Blue Lake Health Plan (95101)',
    ]);

    await user.selectOptions(company, 'Tamarack Health Cooperative (16042)');
    const section = screen.getByRole('region', { name: 'Rates template upload' });
    expect(within(section).getByText('Tamarack Health Cooperative')).toBeInTheDocument();
    await user.upload(within(section).getByLabelText('Pick File'), xls('tamarack.xls'));
    await user.click(within(section).getByRole('button', { name: 'Submit File' }));

    expect(await within(section).findByText(/Plan year 2027: 12 plans/)).toBeInTheDocument();
    expect(uploads).toEqual([{ companyPk: '3', files: 1 }]);
  });

  it("shows the server's message when an upload is refused (SPEC 8)", async () => {
    signInForTests(insurerFixture);
    server.use(
      http.post(api('/api/provider/upload/:companyPk'), () =>
        apiError(403, 'forbidden', 'You may upload rates only for your own company.'),
      ),
    );
    const { user } = renderRoute('/provider/upload');
    const section = await screen.findByRole('region', { name: 'Rates template upload' });

    await user.upload(within(section).getByLabelText('Pick File'), xls('blue-lake.xls'));
    await user.click(within(section).getByRole('button', { name: 'Submit File' }));

    await expectErrorAlert('You may upload rates only for your own company.', {
      title: 'Something went wrong',
      scope: section,
    });
  });

  it("shows SPEC 8 'Companies data could not be loaded...' when an administrator's list fails", async () => {
    signInForTests();
    server.use(http.get(api('/api/companies'), () => apiError(503, 'unavailable', 'Down.')));
    renderRoute('/provider/upload');

    expect(await screen.findByText('Companies data could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});
