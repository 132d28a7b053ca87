import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModeratedComment } from '@/lib/api/admin-api';
import { gate } from '@/testing/gate';
import { api, apiError } from '@/testing/mocks/handlers';
import { commentFixture, commentsFixture } from '@/testing/mocks/admin-comments-fixtures';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { signInForTests } from '@/testing/staff-session';
import { confirmSwitchOff, switchOffQuestion } from '@/testing/confirm-switch-off';
import { COMMENTS_PATH, openComments, bodyRows, columnText, dates, viewButtonOf, pending } from '@/testing/admin-comments-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Admin Comments (SPEC 2.16)', () => {
  it("shows the heading 'Comments' and the route's title", async () => {
    await openComments();

    expect(screen.getByRole('heading', { level: 1, name: 'Comments' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ - Comments$/));
  });

  it('is reached under /admin/comments too (SPEC 2.1)', async () => {
    await openComments('/admin/comments');

    expect(screen.getByRole('heading', { level: 1, name: 'Comments' })).toBeInTheDocument();
  });

  describe('public-commenting switch (SPEC 2.16, 4.3)', () => {
    it("says 'Comments are currently allowed.' and disables them with 'Disable Comments'", async () => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
      const { user } = await openComments();

      expect(await screen.findByText('Comments are currently allowed.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Disable Comments' }));
      await confirmSwitchOff(user, 'Yes, disable comments');

      expect(await screen.findByText('Comments are currently disabled.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Enable Comments' })).toHaveFocus();
      expect(calls).toContain('/ws/api/public-comments/disable');
      server.events.removeAllListeners();
    });

    it("enables them again with 'Enable Comments' when they are disabled", async () => {
      server.use(http.get(api('/api/public-comments'), () => HttpResponse.json(false)));
      const { user } = await openComments();

      await user.click(await screen.findByRole('button', { name: 'Enable Comments' }));

      expect(await screen.findByText('Comments are currently allowed.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Disable Comments' })).toBeInTheDocument();
    });

    it('asks before disabling comments for the whole site, saying what changes for the public; Cancel changes nothing', async () => {
      const calls: string[] = [];
      server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
      const { user } = await openComments();

      await user.click(await screen.findByRole('button', { name: 'Disable Comments' }));
      const question = await switchOffQuestion();
      expect(question).toHaveTextContent(
        'The Comment button disappears from every Rate Page, and nobody can send a comment until comments are enabled again.',
      );
      expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Comments are currently allowed.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Disable Comments' })).toHaveFocus();
      expect(calls).not.toContain('/ws/api/public-comments/disable');
      server.events.removeAllListeners();
    });

    it('shows the SPEC 8 failure when the switch cannot be changed, and keeps its state', async () => {
      server.use(http.get(api('/api/public-comments/disable'), () => apiError(503, 'unavailable', 'Database down')));
      const { user } = await openComments();

      await user.click(await screen.findByRole('button', { name: 'Disable Comments' }));
      await confirmSwitchOff(user, 'Yes, disable comments');

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(alert).toHaveTextContent('An error occurred. Please try again later.');
      expect(screen.getByText('Comments are currently allowed.')).toBeInTheDocument();
    });
  });

  describe('table (SPEC 2.16, 5.4, 9)', () => {
    it('lists only comments with a date and a filing, newest first, sorted as dates rather than text', async () => {
      await openComments();

      expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
      expect(dates()).toEqual(['01/02/2027 09:00 AM', '01/02/2027 12:30 AM', '12/31/2026 11:00 PM', '02/01/2026 10:00 AM']);
      expect(screen.queryByText('A comment that lost its filing.')).not.toBeInTheDocument();
    });

    it('shows Comment (shortComment), Date, Status, Filing Tracking Number and a view button', async () => {
      await openComments();

      const headers = within(screen.getByRole('table', { name: /^Comments/ })).getAllByRole('columnheader');
      expect(headers.map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
        'Comment',
        'Date',
        'Status',
        'Filing Tracking Number',
        'Actions',
      ]);
      const [row] = bodyRows();
      const cells = within(row!).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent('Please explain "trend" in plain words. Thank you.');
      expect(cells[2]).toHaveTextContent('Published');
      expect(cells[3]).toHaveTextContent('HRBM-131000002');
      expect(within(cells[4]!).getByRole('button', { name: /^View comment of 01\/02\/2027 09:00 AM/ })).toBeVisible();
    });

    it('sorts oldest first when the Date header is pressed', async () => {
      const { user } = await openComments();

      await user.click(screen.getByRole('button', { name: 'Date' }));

      expect(dates()).toEqual(['02/01/2026 10:00 AM', '12/31/2026 11:00 PM', '01/02/2027 12:30 AM', '01/02/2027 09:00 AM']);
    });

    it('narrows the table with the Status multi-select filter', async () => {
      const { user } = await openComments();
      const filter = screen.getByRole('group', { name: /Status/ });
      expect(within(filter).getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual([
        'Pending',
        'Published',
        'Rejected',
      ]);

      await user.click(within(filter).getByRole('checkbox', { name: 'Pending' }));
      expect(columnText(2)).toEqual(['Pending', 'Pending']);

      await user.click(within(filter).getByRole('checkbox', { name: 'Rejected' }));
      expect(columnText(2)).toEqual(['Rejected', 'Pending', 'Pending']);
      expect(screen.getByText('Showing 1–3 of 3 comments.')).toBeInTheDocument();
    });

    it('searches the whole comment and the tracking number', async () => {
      const { user } = await openComments();

      await user.type(screen.getByRole('searchbox', { name: 'Search comments' }), 'fixed income');
      await waitFor(() => expect(bodyRows()).toHaveLength(1));
      expect(columnText(0)).toEqual(['The increase is too steep for retirees on a fixed income.']);

      await user.clear(screen.getByRole('searchbox', { name: 'Search comments' }));
      await user.type(screen.getByRole('searchbox', { name: 'Search comments' }), 'clwc-131');
      await waitFor(() => expect(columnText(3)).toEqual(['CLWC-131000003']));

      await user.type(screen.getByRole('searchbox', { name: 'Search comments' }), 'nothing like this');
      expect(await screen.findByText(/^No comments match the search and the Status filter\./)).toBeInTheDocument();
    });

    it("counts one comment in the singular: 'Showing 1–1 of 1 comment.'", async () => {
      const { user } = await openComments();

      await user.type(screen.getByRole('searchbox', { name: 'Search comments' }), 'fixed income');

      expect(await screen.findByText('Showing 1–1 of 1 comment.')).toBeInTheDocument();
    });

    it('shows 50 comments a page, with accessible page controls', async () => {
      const many = Array.from({ length: 120 }, (_, index) =>
        commentFixture({
          commentKey: 1000 + index,
          // One a day, 1 January 2026 onwards: the newest is 30 April 2026.
          dateCreatedAsString: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().replace(
            /^(\d{4})-(\d{2})-(\d{2}).*$/,
            '$2/$3/$1 10:00 AM',
          ),
        }),
      );
      server.use(http.get(api('/api/comments'), () => HttpResponse.json(many)));
      const { user } = await openComments();

      expect(bodyRows()).toHaveLength(50);
      expect(screen.getByText('Showing 1–50 of 120 comments.')).toBeInTheDocument();
      expect(dates()[0]).toBe('04/30/2026 10:00 AM');
      const pages = screen.getByRole('navigation', { name: 'Comments pages' });
      expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

      await user.click(within(pages).getByRole('button', { name: 'Next page' }));
      expect(screen.getByText('Showing 51–100 of 120 comments.')).toBeInTheDocument();
      expect(dates()[0]).toBe('03/11/2026 10:00 AM');

      await user.click(within(pages).getByRole('button', { name: 'Next page' }));
      expect(bodyRows()).toHaveLength(20);
      expect(screen.getByText('Showing 101–120 of 120 comments.')).toBeInTheDocument();
      // Next is gone on the last page: focus moves to the current page's number, not to the document.
      expect(within(pages).getByRole('button', { name: 'Last page, page 3' })).toHaveFocus();
    });

    it('shows the SPEC 8 failure when the comments cannot be loaded', async () => {
      server.use(http.get(api('/api/comments'), () => apiError(503, 'unavailable', 'Database down')));
      signInForTests();
      renderRoute(COMMENTS_PATH);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    });
  });


  describe("'See comment' dialog (SPEC 2.16, 4.2, 6)", () => {
    it("names the filing commented on, a link to its Filing Details", async () => {
      const { user } = await openComments();

      await user.click(viewButtonOf(commentsFixture[1]!));

      const dialog = screen.getByRole('dialog', { name: 'See comment' });
      const filing = within(dialog).getByText('Filing', { selector: 'dt' }).nextElementSibling as HTMLElement;
      expect(within(filing).getByRole('link', { name: 'HRBM-131000002' })).toHaveAttribute('href', '/admin/filings/160');
    });

    it("says 'Not yet reviewed' under Date approved while the comment is Pending, not the time it was sent", async () => {
      const { user } = await openComments();

      await user.click(viewButtonOf(commentsFixture[0]!));

      const dialog = screen.getByRole('dialog', { name: 'See comment' });
      expect(within(dialog).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Pending');
      expect(within(dialog).getByText('Date approved', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        /^Not yet reviewed$/,
      );
    });

    it('shows the comment, its status and date approved read-only, an editable Note, and the actions', async () => {
      const { user } = await openComments();

      await user.click(viewButtonOf(commentsFixture[1]!));

      const dialog = screen.getByRole('dialog', { name: 'See comment' });
      expect(within(dialog).getByText('Comment', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Please explain "trend" in plain words. Thank you.',
      );
      expect(within(dialog).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Published');
      expect(within(dialog).getByText('Date approved', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '01/03/2027 10:15 AM',
      );
      expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Checked by Dana.');
      expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus();
      expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeVisible();
      // Mark Posted is there, but hidden from everyone.
      expect(within(dialog).queryByRole('button', { name: 'Mark Posted' })).not.toBeInTheDocument();
      const markPosted = within(dialog).getByText('Mark Posted', { selector: 'button' });
      expect(markPosted).toHaveAttribute('hidden');
      expect(markPosted).not.toBeVisible();
    });

    it('approves with the whole comment, the note and the signed-in user as approver, then refreshes the list', async () => {
      let sent: unknown;
      let listLoads = 0;
      server.use(
        http.get(api('/api/comments'), () => {
          listLoads += 1;
          return HttpResponse.json(commentsFixture);
        }),
        http.post(api('/api/comments/authorize'), async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ ...pending, status: 1, statusDesc: 'Published', note: 'Fine.' });
        }),
      );
      const { user } = await openComments();
      const opener = viewButtonOf(pending);

      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'See comment' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Fine.');
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual({ ...pending, note: 'Fine.', approver: 'Dana Whitfield', approverPk: 1 });
      expect(opener).toHaveFocus();
      expect(
        screen.getByText(
          'The comment on filing BLHP-130008414 was approved; its status is now Published.',
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(listLoads).toBe(2));
    });

    it('rejects through POST /api/comments/reject, and marks posted through /post', async () => {
      const paths: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST') paths.push(new URL(request.url).pathname);
      });
      const { user } = await openComments();

      await user.click(viewButtonOf(pending));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(viewButtonOf(pending));
      // Hidden from people; a script can still press it (SPEC 2.16: present but hidden).
      fireEvent.click(within(screen.getByRole('dialog')).getByText('Mark Posted', { selector: 'button' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      expect(paths).toEqual(['/ws/api/comments/reject', '/ws/api/comments/post']);
      server.events.removeAllListeners();
    });

    it('keeps the dialog and the note when an action fails, with the SPEC 8 message', async () => {
      server.use(http.post(api('/api/comments/authorize'), () => apiError(500, 'internal', 'Boom')));
      const { user } = await openComments();

      await user.click(viewButtonOf(pending));
      const dialog = screen.getByRole('dialog', { name: 'See comment' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Looks fine');
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Something went wrong');
      expect(alert).toHaveTextContent('An error occurred. Please try again later.');
      expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Looks fine');
    });

    it('ignores a second press while an action is on its way', async () => {
      let calls = 0;
      const held = gate();
      server.use(
        http.post(api('/api/comments/authorize'), async ({ request }) => {
          calls += 1;
          await held.opened;
          return HttpResponse.json({ ...((await request.json()) as ModeratedComment), status: 1, statusDesc: 'Published' });
        }),
      );
      const { user } = await openComments();

      await user.click(viewButtonOf(pending));
      const approve = within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' });
      await user.click(approve);
      await user.click(approve);
      held.open();

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls).toBe(1);
    });

    it('closes on Escape and on Close, giving focus back to the view button', async () => {
      const { user } = await openComments();
      const opener = viewButtonOf(pending);

      await user.click(opener);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();

      await user.click(opener);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('moves focus to the heading when the moderated comment leaves the filtered table', async () => {
      let approved = false;
      server.use(
        http.get(api('/api/comments'), () =>
          HttpResponse.json(
            commentsFixture.map((comment) =>
              approved && comment.commentKey === pending.commentKey
                ? { ...comment, status: 1, statusDesc: 'Published' }
                : comment,
            ),
          ),
        ),
        http.post(api('/api/comments/authorize'), () => {
          approved = true;
          return HttpResponse.json({ ...pending, status: 1, statusDesc: 'Published' });
        }),
      );
      const { user } = await openComments();
      await user.click(within(screen.getByRole('group', { name: /Status/ })).getByRole('checkbox', { name: 'Pending' }));

      await user.click(viewButtonOf(pending));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: 'Comments' })).toHaveFocus();
    });
  });
});
