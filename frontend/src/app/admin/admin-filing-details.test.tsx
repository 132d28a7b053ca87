import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminFiling } from '@/lib/api/admin-api';
import { captureBlobDownloads } from '@/testing/downloads';
import { fact } from '@/testing/facts';
import {
  attachmentRows,
  expectNotProvided,
  plainTextComments,
  expectSmallGroupProductInformation,
  OPTIONAL_FACTS,
} from '@/testing/filing-card';
import { holdAnswers } from '@/testing/gate';
import { adminFilingFixture, FILING_DETAILS_PATH } from '@/testing/mocks/admin-filings-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { downloadButtonName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';
import { expectErrorAlert } from '@/testing/error-alert';
import { expectPublicHomeForInsurer } from '@/testing/staff-access';

const FILING_API = api('/api/filings/159');

function answerFiling(changes: Partial<AdminFiling>) {
  server.use(http.get(FILING_API, () => HttpResponse.json({ ...adminFilingFixture, ...changes })));
}

async function openDetails(path = FILING_DETAILS_PATH) {
  signInForTests();
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 2, name: 'Product Information' });
  return view;
}

/** The full-page spinner, by the text it gives screen readers. */
const spinner = () => screen.queryByText('Loading the filing…');

describe('Filing Details (SPEC 2.12)', () => {
  it("links back to /admin/filings and heads the card 'Rate Information'", async () => {
    await openDetails();

    expect(screen.getByRole('link', { name: 'Back to filings' })).toHaveAttribute('href', '/admin/filings');
    expect(screen.getByRole('heading', { level: 1, name: 'Rate Information' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Filing Details'));
  });

  it('shows the same filing under /admin/filings/{filingId}, asking with the bearer token (SPEC 2.1, 7.1)', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(FILING_API, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(adminFilingFixture);
      }),
    );
    await openDetails('/admin/filings/159');

    expect(fact('SERFF Tracking Number')).toHaveTextContent('BLHP-130008414');
    expect(authorization).toMatch(/^Bearer .+/);
  });

  it('shows a spinner until the filing has loaded', async () => {
    const held = holdAnswers('get', FILING_API, () => HttpResponse.json(adminFilingFixture));
    signInForTests();
    renderRoute(FILING_DETAILS_PATH);

    expect((await screen.findByText('Loading the filing…')).closest('[role="status"]')).not.toBeNull();
    held.open();
    await screen.findByRole('heading', { level: 2, name: 'Product Information' });
    expect(spinner()).not.toBeInTheDocument();
  });

  it('names the first of the filing companies under Company', async () => {
    await openDetails();

    const company = screen.getByRole('region', { name: 'Company' });
    expect(company).toHaveTextContent('Blue Lake Health Plan');
    expect(company).not.toHaveTextContent('Blue Lake Life and Health');
  });

  it('shows the Product Information fields', async () => {
    await openDetails();

    expectSmallGroupProductInformation('Blue Lake Small Business PPO 2027');
  });

  it('shows the Rate fields in order, with MM/DD/YYYY dates and SPEC 9 percent display', async () => {
    const { user } = await openDetails();

    const rate = screen.getByRole('region', { name: 'Rate' });
    expect(within(rate).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'SERFF Tracking Number',
      'Submission Date',
      'Implementation Date Requested',
      'Status',
      'Company Tracking Number',
      'Overall Rate Change %',
      'Number of Policy Holders Affected',
      'Maximum % Change',
      'Minimum % Change',
    ]);
    expect(fact('SERFF Tracking Number')).toHaveTextContent('BLHP-130008414');
    expect(fact('Submission Date')).toHaveTextContent('11/18/2026');
    expect(fact('Implementation Date Requested')).toHaveTextContent('03/01/2027');
    expect(fact('Company Tracking Number')).toHaveTextContent('BLHP-SG-2026-159');
    expect(fact('Overall Rate Change %')).toHaveTextContent(/^\+4\.424%$/);
    expect(fact('Number of Policy Holders Affected')).toHaveTextContent('3,186');
    expect(fact('Maximum % Change')).toHaveTextContent(/^\+15\.056%$/);
    expect(fact('Minimum % Change')).toHaveTextContent(/^-0\.106%$/);
    // SPEC 4.1: the status is a badge whose description opens from it.
    const badge = within(fact('Status')).getByRole('button', { name: 'Submitted' });
    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/has formally proposed a rate change/)).toBeVisible();
  });

  it("shows every missing value the same way, and zero as '0%'", async () => {
    answerFiling({
      lahGrpMarketSize: null,
      lahGrpMarketType: null,
      compTrackNum: null,
      effImpDateReqNew: null,
      lahOverallRateImpact: 0,
      companyRate: { rateOverallRateImpact: null, rateMaxChange: null, rateMinChange: -2, rateAffPolicyHolder: null },
    });
    await openDetails();

    expectNotProvided([...OPTIONAL_FACTS, 'Maximum % Change']);
    expect(fact('Overall Rate Change %')).toHaveTextContent(/^0%$/);
    expect(fact('Minimum % Change')).toHaveTextContent(/^-2%$/);
  });

  it('shows a status without a description as a plain badge (SPEC 4.1)', async () => {
    answerFiling({ stateStatus: { displayStatus: 'Do Not Display', colour: 'gray', popover: null } });
    await openDetails();

    expect(within(fact('Status')).queryByRole('button')).not.toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('Do Not Display');
  });

  it('names no company when the filing names none', async () => {
    answerFiling({ filingCompanies: [] });
    await openDetails();

    expect(screen.getByRole('region', { name: 'Company' })).toHaveTextContent('Not provided');
  });

  describe('Filing Attachments (SPEC 2.12, 9)', () => {
    it('lists every attachment by description, each with a download button named by its file, no filters', async () => {
      await openDetails();

      expect(screen.getByRole('columnheader', { name: 'Description' })).toHaveAttribute('aria-sort', 'ascending');
      const rows = attachmentRows();
      expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
        [expect.stringContaining('PDF document'), 'Download BLHP-130008414 Actuarial Memorandum.pdf', 'Actuarial Memorandum'],
        [expect.stringContaining('DOCX file'), 'Download Cover letter.docx', 'Cover Letter'],
        [expect.stringContaining('Excel spreadsheet'), 'Download BLHP Rate Table 2027.xlsm', 'Rate Table'],
      ]);
      // Staff download through the admin API, which serves every type: the public
      // address, a plain link that cannot carry the token, is offered for none of them.
      for (const [row, name] of [
        [rows[0]!, 'BLHP-130008414 Actuarial Memorandum.pdf'],
        [rows[1]!, 'Cover letter.docx'],
        [rows[2]!, 'BLHP Rate Table 2027.xlsm'],
      ] as const) {
        expect(within(row).getByRole('button', { name: downloadButtonName(name) })).toHaveClass('usa-button--unstyled');
        expect(within(row).queryByRole('link')).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });

    it('downloads a file the public never gets (the .docx cover letter) with the bearer token, under its name', async () => {
      const requests: { path: string; authorization: string | null }[] = [];
      server.use(
        http.get(api('/api/filings/159/attachments/:attachmentKey'), ({ request }) => {
          requests.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
          return new HttpResponse('PK\u0003\u0004cover letter', {
            headers: {
              'Content-Type': 'application/octet-stream',
              'Content-Disposition': 'attachment; filename="Cover letter.docx"',
            },
          });
        }),
      );
      const { blobs, downloads: saved } = captureBlobDownloads('blob:cover-letter');
      const { user } = await openDetails();

      await user.click(screen.getByRole('button', { name: downloadButtonName('Cover letter.docx') }));

      await waitFor(() => expect(saved).toEqual([{ href: 'blob:cover-letter', name: 'Cover letter.docx' }]));
      expect(requests).toEqual([
        { path: '/ws/api/filings/159/attachments/5a1e0c3b-2f3c-4d0e-9a57-0e4c1f7b9d21', authorization: expect.stringMatching(/^Bearer .+/) },
      ]);
      await expect(blobs[0]!.text()).resolves.toBe('PK\u0003\u0004cover letter');
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:cover-letter'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says next to the file, as an alert, when its download fails, in the server\'s words', async () => {
      server.use(
        http.get(api('/api/filings/159/attachments/:attachmentKey'), () =>
          apiError(404, 'not_found', 'This attachment is not available right now.'),
        ),
      );
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { user } = await openDetails();
      const row = attachmentRows()[1]!;

      await user.click(within(row).getByRole('button', { name: downloadButtonName('Cover letter.docx') }));

      const alert = await within(row).findByRole('alert');
      expect(alert).toHaveTextContent(
        'Cover letter.docx could not be downloaded. This attachment is not available right now.',
      );
      expect(click).not.toHaveBeenCalled();
      // Still offered: the person can try again.
      expect(within(row).getByRole('button', { name: downloadButtonName('Cover letter.docx') })).toBeEnabled();
      // The screen itself stays: only this file failed.
      expect(screen.getByRole('heading', { level: 2, name: 'Product Information' })).toBeInTheDocument();
    });

    it('sorts by description Z–A when its header is pressed', async () => {
      const { user } = await openDetails();

      await user.click(screen.getByRole('button', { name: 'Description' }));

      expect(attachmentRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
        'Rate Table',
        'Cover Letter',
        'Actuarial Memorandum',
      ]);
    });

    it('leaves the section out when the filing has no attachments', async () => {
      answerFiling({ attachments: [] });
      await openDetails();

      expect(screen.queryByRole('heading', { name: 'Filing Attachments' })).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });

  describe('Comments (SPEC 2.12)', () => {
    it('shows every comment, in any state, as plain text with its created date and status description', async () => {
      await openDetails();

      const comments = plainTextComments();
      expect(within(comments[0]!).getByText('Created: 11/19/2026')).toBeInTheDocument();
      expect(within(comments[0]!).getByText('Status: Published')).toBeInTheDocument();
      expect(within(comments[1]!).getByText('Status: Pending')).toBeInTheDocument();
    });

    it('leaves the section out when the filing has no comments', async () => {
      answerFiling({ comments: [] });
      await openDetails();

      expect(screen.queryByRole('heading', { name: 'Comments' })).not.toBeInTheDocument();
    });
  });

  describe('when there is no such filing, or it cannot be loaded (SPEC 2.12, 8)', () => {
    it("shows 'No data found.' when the server answers 404", async () => {
      server.use(http.get(api('/api/filings/999'), () => apiError(404, 'not_found', 'No data found.')));
      signInForTests();
      renderRoute('/secured/filings/999');

      expect(await screen.findByText('No data found.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Rate Information' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Product Information' })).not.toBeInTheDocument();
      expect(spinner()).not.toBeInTheDocument();
    });

    it("shows 'No data found.' for an address that names no filing, such as /secured/filings/abc (400)", async () => {
      server.use(
        http.get(api('/api/filings/abc'), () =>
          apiError(400, 'bad_request', "filingId must be a positive whole number, such as 42; it was 'abc'."),
        ),
      );
      signInForTests();
      renderRoute('/secured/filings/abc');

      expect(await screen.findByText('No data found.')).toBeInTheDocument();
      expect(screen.queryByText(/positive whole number/)).not.toBeInTheDocument();
    });

    it("says 'Something went wrong. Please try again later.' under 'Error' on failure; the spinner stops", async () => {
      server.use(http.get(FILING_API, () => apiError(503, 'unavailable', 'Database down.')));
      signInForTests();
      renderRoute(FILING_DETAILS_PATH);

      await expectErrorAlert('Something went wrong. Please try again later.');
      expect(screen.queryByText('Database down.')).not.toBeInTheDocument();
      expect(spinner()).not.toBeInTheDocument();
    });
  });

  it.each(['/secured/filings/159', '/admin/filings/159'])(
    'shows the public home in place of %s to an Insurance user (SPEC 6)',
    async (path) => {
      await expectPublicHomeForInsurer(path);
      expect(screen.queryByRole('heading', { name: 'Rate Information' })).not.toBeInTheDocument();
    },
  );
});
