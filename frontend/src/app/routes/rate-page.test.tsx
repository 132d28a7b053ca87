import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CommentRequest, SingleFiling } from '@/features/filing/types';
import { api, apiError } from '@/testing/mocks/handlers';
import { RATE_PAGE_PATH, singleFilingFixture } from '@/testing/mocks/rate-page-fixtures';
import { server } from '@/testing/mocks/server';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';

const FILING_API = api('/company-products/3/159/1/2');

/** The fixture's filing with some of its fields replaced. */
function filingWith(changes: Partial<SingleFiling['filingList'][number]>): SingleFiling {
  const [filing] = singleFilingFixture.filingList;
  return { ...singleFilingFixture, filingList: [{ ...filing!, ...changes }] };
}

function answerFiling(filing: SingleFiling) {
  server.use(http.get(FILING_API, () => HttpResponse.json(filing)));
}

async function openRatePage(path = RATE_PAGE_PATH) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 2, name: 'Product Information' });
  return view;
}

/** The value shown beside a term of the page's description lists. */
function fact(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

function attachmentRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: /Filing attachments/ });
  return within(table).getAllByRole('row').slice(1);
}

const commentButton = () => screen.getByRole('button', { name: 'Comment' });

async function openDialog(user: Awaited<ReturnType<typeof openRatePage>>['user']) {
  await user.click(commentButton());
  return screen.getByRole('dialog', { name: 'Type a comment' });
}

describe('Rate Page (SPEC 2.9)', () => {
  it("links to the company and to all latest rates, under the heading 'Rate Information'", async () => {
    await openRatePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Rate Information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company info' })).toHaveAttribute('href', '/company/3');
    expect(screen.getByRole('link', { name: 'See all latest rates' })).toHaveAttribute('href', '/rates');
    // SPEC 2.2: the browser title ends with the route's page title.
    await waitFor(() => expect(document.title).toMatch(/ - Rate Information$/));
  });

  it('shows the Product Information fields', async () => {
    await openRatePage();

    expect(fact('Product')).toHaveTextContent('Blue Lake Small Business PPO');
    expect(fact('Type of Insurance')).toHaveTextContent('Group Health - Major Medical');
    expect(fact('Product Name')).toHaveTextContent('Blue Lake Small Business PPO 2027');
    expect(fact('Market Type')).toHaveTextContent('Group');
    expect(fact('Group Market Size')).toHaveTextContent('Small Group');
    expect(fact('Group Market Type')).toHaveTextContent('Association');
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
        lahMarketType: 'Individual',
        lahGrpMarketSize: null,
        lahGrpMarketType: null,
        compTrackNum: null,
        effImpDateReqNew: null,
        companyRate: { rateOverallRateImpact: 0, rateMaxChange: 0, rateMinChange: null, rateAffPolicyHolder: null },
      }),
    );
    await openRatePage();

    for (const term of [
      'Group Market Size',
      'Group Market Type',
      'Company Tracking Number',
      'Implementation Date Requested',
      'Number of Policy Holders Affected',
      'Minimum % Change',
    ]) {
      expect(fact(term), term).toHaveTextContent(/^—Not provided$/);
    }
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

      const comments = within(screen.getByRole('region', { name: 'Comments' })).getAllByRole('listitem');
      expect(comments).toHaveLength(2);
      expect(comments[0]!.querySelector('p')!.textContent).toBe(
        'Customer service has gotten worse.\nI waited 50 minutes on hold, twice.',
      );
      expect(within(comments[0]!).getByText('Published: 11/19/2026')).toBeInTheDocument();
      // Never HTML: the markup shows as typed.
      expect(within(comments[1]!).getByText('<b>Please</b> reject this increase.')).toBeInTheDocument();
      expect(comments[1]!.querySelector('b')).toBeNull();
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
    });

    it('hides the Comment button while public commenting is switched off (SPEC 4.3)', async () => {
      server.use(http.get(api('/public-comments'), () => HttpResponse.json(false)));
      await openRatePage();

      expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
      expect(screen.getByText('Public comments are not being accepted at this time.')).toBeInTheDocument();
    });

    it('hides the Comment button once the comment period has closed (SPEC 9)', async () => {
      answerFiling(filingWith({ commentPeriod: { open: false, closesOn: '2026-10-01' } }));
      await openRatePage();

      expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
      expect(screen.getByText('The public comment period for this filing closed on 10/01/2026.')).toBeInTheDocument();
    });

    it('hides the Comment button for a filing that is not Submitted', async () => {
      answerFiling(
        filingWith({
          stateStatus: { displayStatus: 'Accepted', colour: 'green', popover: null },
          commentPeriod: { open: false, closesOn: null },
        }),
      );
      await openRatePage();

      expect(screen.queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
      expect(screen.getByText(/This filing is not open for public comment/)).toBeInTheDocument();
    });
  });

  describe("the 'Type a comment' dialog (SPEC 2.9, 5.4, 7.2)", () => {
    it('explains the rules, focuses the field and keeps Submit disabled while it is empty (SPEC 5.4)', async () => {
      const { user } = await openRatePage();
      const dialog = await openDialog(user);

      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveTextContent(/welcomes your comments on proposed rate increases and will consider them/);
      expect(dialog).toHaveTextContent(
        /explicit or rude language, spam, hate speech and personal attacks are not welcome/,
      );
      const field = within(dialog).getByLabelText('Comment');
      expect(field).toHaveFocus();
      expect(within(dialog).getByText('4000 characters allowed')).toBeInTheDocument();
      const submit = within(dialog).getByRole('button', { name: 'Submit' });
      expect(submit).toBeDisabled();

      await user.type(field, '   ');
      expect(submit).toBeDisabled();

      await user.type(field, 'Too high');
      expect(submit).toBeEnabled();
      expect(within(dialog).getByText('3989 characters left')).toBeInTheDocument();
    });

    it('closes on Escape and on Close, and gives focus back to the Comment button', async () => {
      const { user } = await openRatePage();

      await openDialog(user);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(commentButton()).toHaveFocus();

      const dialog = await openDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(commentButton()).toHaveFocus();
    });

    it('keeps Tab inside the dialog', async () => {
      const { user } = await openRatePage();
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Comment'), 'Hello');

      for (let i = 0; i < 4; i += 1) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
    });

    it('sends the comment, closes and shows the receipt with its reference number', async () => {
      let sent: CommentRequest | undefined;
      let requests = 0;
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      server.use(
        http.post(api('/comments'), async ({ request }) => {
          sent = (await request.json()) as CommentRequest;
          requests += 1;
          await answered;
          return HttpResponse.json(
            {
              commentKey: 4711,
              filingKey: 159,
              status: 0,
              statusDesc: 'Pending',
              dateCreated: '2026-11-21T10:00:00Z',
              message: 'Thank you. Your comment was received and will be published after review.',
            },
            { status: 201 },
          );
        }),
      );
      const { user } = await openRatePage();
      const dialog = await openDialog(user);

      await user.type(within(dialog).getByLabelText('Comment'), 'Too high{Enter}for families.');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      // Marked disabled while sending, keeping focus, and a second press sends nothing.
      const submit = within(dialog).getByRole('button', { name: 'Submit' });
      expect(submit).toHaveAttribute('aria-disabled', 'true');
      expect(submit).toHaveFocus();
      await user.click(submit);
      answer();

      const receipt = await screen.findByText(/Your comment was received/);
      expect(sent).toEqual({ filingKey: 159, commentary: 'Too high\nfor families.' });
      expect(requests).toBe(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(receipt).toHaveTextContent(
        'Thank you. Your comment was received and will be published after review. ' +
          'Your comment’s reference number is 4711.',
      );
      expect(screen.getByRole('heading', { name: 'Comment received' })).toBeInTheDocument();
      expect(commentButton()).toHaveFocus();

      // A fresh dialog starts empty.
      const next = await openDialog(user);
      expect(within(next).getByLabelText('Comment')).toHaveValue('');
    });

    it("keeps the dialog and the text when the server refuses, and shows the server's message", async () => {
      const message = 'You have sent 5 comments in the last hour. Please try again later.';
      server.use(
        http.post(api('/comments'), async () => {
          await delay(20);
          return apiError(429, 'too_many_requests', message);
        }),
      );
      const { user } = await openRatePage();
      const dialog = await openDialog(user);
      const field = within(dialog).getByLabelText('Comment');

      await user.type(field, 'One more comment');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(within(alert).getByRole('heading', { name: 'Your comment was not sent' })).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Type a comment' })).toBeInTheDocument();
      expect(field).toHaveValue('One more comment');
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(screen.queryByText(/reference number/)).not.toBeInTheDocument();
    });

    it('keeps an unsent draft when the dialog is closed and opened again', async () => {
      const { user } = await openRatePage();
      let dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Comment'), 'Draft');
      await user.keyboard('{Escape}');

      dialog = await openDialog(user);
      expect(within(dialog).getByLabelText('Comment')).toHaveValue('Draft');
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

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
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
