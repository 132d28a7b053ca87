import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '@/testing/mocks/handlers';
import { RATE_PAGE_PATH, singleFilingFixture } from '@/testing/mocks/rate-page-fixtures';
import { server } from '@/testing/mocks/server';
import { FEED_READER_HINT, followLinkPath, headFeeds } from '@/testing/feeds';
import {
  expectNotProvided,
  expectSmallGroupProductInformation,
  OPTIONAL_FACTS,
  plainTextComments,
} from '@/testing/filing-card';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';
import { FILING_API, filingWith, answerFiling, openRatePage, fact, attachmentRows, commentButton, INDIVIDUAL_MARKET } from '@/testing/rate-page-screen';
import { expectErrorAlert } from '@/testing/error-alert';

describe('Rate Page (SPEC 2.9)', () => {
  it("links to the company and to all latest rates, under the heading 'Rate Information'", async () => {
    await openRatePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Rate Information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company info' })).toHaveAttribute('href', '/company/3');
    expect(screen.getByRole('link', { name: 'See all latest rates' })).toHaveAttribute('href', '/rates');
    // SPEC 2.2: the browser title ends with the route's page title.
    await waitFor(() => expect(document.title).toMatch(/ - Rate Information$/));
  });

  it("offers the feeds of the filing's company and of comment periods, announced in the head", async () => {
    await openRatePage();

    // The company of the address (/company/3/rate/159/1/2): companyPk 1.
    expect(followLinkPath("Follow this company's filings (feed)")).toBe('/ws/feeds/companies/1.atom');
    expect(followLinkPath('Follow comment periods (feed)')).toBe('/ws/feeds/comment-periods.atom');
    expect(screen.getByText(FEED_READER_HINT)).toBeInTheDocument();
    expect(headFeeds()).toEqual([
      { title: 'Blue Lake Health Plan: new and changed rate filings', path: '/ws/feeds/companies/1.atom' },
      { title: 'Comment periods opening and closing soon', path: '/ws/feeds/comment-periods.atom' },
    ]);
  });

  it('announces no feed while there is no filing to follow', async () => {
    server.use(http.get(FILING_API, () => apiError(404, 'not_found', 'No such filing')));
    renderRoute(RATE_PAGE_PATH);

    await screen.findByText('No data found.');
    expect(screen.queryByRole('link', { name: /^Follow / })).not.toBeInTheDocument();
    expect(headFeeds()).toEqual([]);
  });

  it('shows the Product Information fields', async () => {
    await openRatePage();

    expectSmallGroupProductInformation('Blue Lake Small Business PPO');
  });

  it('shows the Rate fields, with MM/DD/YYYY dates and SPEC 9 percent display', async () => {
    await openRatePage();

    expect(fact('Tracking Number')).toHaveTextContent('BLHP-130008414');
    expect(fact('Submission Date')).toHaveTextContent('11/18/2026');
    expect(fact('Implementation Date Requested')).toHaveTextContent('03/01/2027');
    // SPEC 4.1: the status is a badge whose description opens from it.
    expect(within(fact('Status')).getByRole('button', { name: 'Submitted' })).toBeInTheDocument();
    expect(fact('Company Tracking Number')).toHaveTextContent('BLHP-SG-2026-159');
    expect(fact('Number of Policy Holders Affected')).toHaveTextContent('3,186');
    expect(fact('Maximum % Change')).toHaveTextContent(/^\+15\.056%$/);
    expect(fact('Minimum % Change')).toHaveTextContent(/^-0\.106%$/);
  });

  it("shows every missing value the same way: a dash, read as 'Not provided'", async () => {
    answerFiling(
      filingWith({
        ...INDIVIDUAL_MARKET,
        compTrackNum: null,
        effImpDateReqNew: null,
        companyRate: { rateOverallRateImpact: 0, rateMaxChange: 0, rateMinChange: null, rateAffPolicyHolder: null },
      }),
    );
    await openRatePage();

    expectNotProvided([...OPTIONAL_FACTS, 'Minimum % Change']);
    // Zero is a figure, not a missing one: no '+'.
    expect(fact('Maximum % Change')).toHaveTextContent(/^0%$/);
  });

  describe('Filing Attachments (SPEC 2.9, 5.4, 9)', () => {
    it('lists the attachments by description, each linked to its file in a new tab', async () => {
      await openRatePage();

      expect(screen.getByRole('columnheader', { name: 'Description' })).toHaveAttribute('aria-sort', 'ascending');
      const rows = attachmentRows();
      expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
        'Actuarial Memorandum',
        'Certification of Compliance',
        'Rate Table',
      ]);
      const memo = within(rows[0]!).getByRole('link', {
        name: newTabLinkName('BLHP-130008414 Actuarial Memorandum.pdf'),
      });
      expect(new URL(memo.getAttribute('href')!).pathname).toBe('/ws/attachments/daf243d6-7aaa-4450-b6f4-c6c0c727bc58');
      expect(memo).toHaveAttribute('target', '_blank');
      expect(memo).toHaveAttribute('rel', expect.stringContaining('noopener'));
      const table = within(rows[2]!).getByRole('link', { name: newTabLinkName('BLHP Rate Table 2027.xlsm') });
      expect(new URL(table.getAttribute('href')!).pathname).toBe(
        '/ws/attachments/82668076-4152-42aa-99cd-c42dffb24df6',
      );
    });

    it('names each file type for screen readers beside an icon they skip', async () => {
      answerFiling(
        filingWith({
          attachments: [
            ...singleFilingFixture.filingList[0]!.attachments,
            {
              attachmentKey: 'c0ffee00-0000-4000-8000-000000000001',
              name: 'Notes.txt',
              documentName: 'Zebra notes',
              fileExtension: 'txt',
            },
          ],
        }),
      );
      await openRatePage();

      const fileTypes = attachmentRows().map((row) => within(row).getAllByRole('cell')[0]!);
      // The text beside the icon (the icon's own 'PDF' or 'XLS' is drawn in the hidden SVG).
      const spoken = (cell: HTMLElement) => cell.querySelector('.usa-sr-only')?.textContent;
      expect(fileTypes.map(spoken)).toEqual([
        'PDF document',
        'PDF document',
        'Excel spreadsheet',
        'TXT file',
      ]);
      for (const cell of fileTypes) {
        expect(cell.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      }
      // The generic icon has no 'PDF' or 'XLS' band.
      expect(fileTypes[3]!.querySelector('svg text')).toBeNull();
    });

    it('sorts by description Z–A when its header is pressed', async () => {
      const { user } = await openRatePage();

      await user.click(screen.getByRole('button', { name: 'Description' }));
      expect(screen.getByRole('columnheader', { name: 'Description' })).toHaveAttribute('aria-sort', 'descending');
      expect(attachmentRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
        'Rate Table',
        'Certification of Compliance',
        'Actuarial Memorandum',
      ]);
    });

    it('says so when the filing has no attachments', async () => {
      answerFiling(filingWith({ attachments: [] }));
      await openRatePage();

      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText('This filing has no public attachments.')).toBeInTheDocument();
    });
  });

  describe('Comments (SPEC 2.9, 4.2, 4.3)', () => {
    it("shows each published comment as plain text with its line breaks and 'Published: {date}'", async () => {
      await openRatePage();

      const comments = plainTextComments();
      expect(within(comments[0]!).getByText('Published: 11/19/2026')).toBeInTheDocument();
      expect(within(comments[1]!).getByText('Published: 11/20/2026')).toBeInTheDocument();
    });

    it('says so when no comment has been published', async () => {
      answerFiling(filingWith({ comments: [] }));
      await openRatePage();

      expect(screen.getByText('No comments have been published for this filing.')).toBeInTheDocument();
    });

    it('offers the Comment button while commenting is allowed and the period is open, saying until when', async () => {
      await openRatePage();

      expect(commentButton()).toBeInTheDocument();
      expect(screen.getByText(/open for public comment until 12\/18\/2026 at 00:00 UTC/)).toBeInTheDocument();
      // On 11/24/2026 (UTC), a period closing at 12/18/2026 00:00 UTC has 24 days left.
      expect(screen.getByText('24 days left to comment')).toBeInTheDocument();
    });

    it('closes the period by the clock when a cached answer still says open', async () => {
      answerFiling(filingWith({ commentPeriod: { open: true, closesOn: '2026-11-24', closesAt: '2026-11-24T00:00:00Z' } }));
      await openRatePage();

      expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
      expect(screen.queryByText(/left to comment/)).not.toBeInTheDocument();
      expect(screen.getByText('The public comment period for this filing closed on 11/24/2026.')).toBeInTheDocument();
    });

    it('hides the Comment button while public commenting is switched off (SPEC 4.3)', async () => {
      server.use(http.get(api('/public-comments'), () => HttpResponse.json(false)));
      await openRatePage();

      expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
      expect(screen.getByText('Public comments are not being accepted at this time.')).toBeInTheDocument();
      // No countdown to a comment nobody can send.
      expect(screen.queryByText(/left to comment/)).not.toBeInTheDocument();
    });

    it('hides the Comment button once the comment period has closed (SPEC 9)', async () => {
      answerFiling(filingWith({ commentPeriod: { open: false, closesOn: '2026-10-01', closesAt: '2026-10-01T00:00:00Z' } }));
      await openRatePage();

      expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
      expect(screen.getByText('The public comment period for this filing closed on 10/01/2026.')).toBeInTheDocument();
    });

    it('hides the Comment button for a filing that is not Submitted', async () => {
      answerFiling(
        filingWith({
          stateStatus: { displayStatus: 'Accepted', colour: 'green', popover: null },
          commentPeriod: { open: false, closesOn: null, closesAt: null },
        }),
      );
      await openRatePage();

      expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
      expect(screen.getByText(/This filing is not open for public comment/)).toBeInTheDocument();
    });
  });

  describe('when there is no such filing (SPEC 2.9, 8)', () => {
    it("shows 'No data found.' when the server answers 404", async () => {
      server.use(
        http.get(api('/company-products/3/999/1/2'), () => apiError(404, 'not_found', 'No data found.')),
      );
      renderRoute('/company/3/rate/999/1/2');

      expect(await screen.findByText('No data found.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Rate Information' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Product Information' })).not.toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    });

    it("shows 'No data found.' when a key is not a whole number (400)", async () => {
      server.use(
        http.get(api('/company-products/1/abc/1/1'), () =>
          apiError(400, 'bad_request', "filingId must be a positive whole number, such as 42; it was 'abc'."),
        ),
      );
      renderRoute('/company/1/rate/abc/1/1');

      expect(await screen.findByText('No data found.')).toBeInTheDocument();
      expect(screen.queryByText(/positive whole number/)).not.toBeInTheDocument();
    });
  });

  it('shows the SPEC 8 Rate Page error when the filing cannot be loaded', async () => {
    server.use(http.get(FILING_API, () => apiError(500, 'internal', 'boom')));
    renderRoute(RATE_PAGE_PATH);

    const alert = await expectErrorAlert('An error occurred. Please try again later.', {
      title: 'Something went wrong',
    });
    expect(alert).not.toHaveTextContent('boom');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows the SPEC 8 Rate Page error when the commenting switch cannot be read', async () => {
    server.use(http.get(api('/public-comments'), () => apiError(503, 'unavailable', 'Database down')));
    renderRoute(RATE_PAGE_PATH);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
  });
});
