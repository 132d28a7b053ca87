import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CommentRequest } from '@/features/filing/types';
import { holdAnswers } from '@/testing/gate';
import { api, apiError } from '@/testing/mocks/handlers';
import { commentReceiptFixture } from '@/testing/mocks/rate-page-fixtures';
import { server } from '@/testing/mocks/server';
import { openRatePage, commentButton, openDialog } from '@/testing/rate-page-screen';

describe('Rate Page (SPEC 2.9)', () => {
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

    it('sends the comment and shows its receipt in a dialog: the code to keep, the period end, the status link', async () => {
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
            { ...commentReceiptFixture, message: 'Thank you. Your comment was received and will be published after review.' },
            { status: 201 },
          );
        }),
      );
      const { user } = await openRatePage();
      // Whoever commented before finds the status page beside the Comment button.
      expect(screen.getByRole('link', { name: 'Check its status' })).toHaveAttribute('href', '/comment-status');
      const dialog = await openDialog(user);

      await user.type(within(dialog).getByLabelText('Comment'), 'Too high{Enter}for families.');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      // Marked disabled while sending, keeping focus, and a second press sends nothing.
      const submit = within(dialog).getByRole('button', { name: 'Submit' });
      expect(submit).toHaveAttribute('aria-disabled', 'true');
      expect(submit).toHaveFocus();
      await user.click(submit);
      answer();

      const receipt = await screen.findByRole('dialog', { name: 'Comment received' });
      expect(sent).toEqual({ filingKey: 159, commentary: 'Too high\nfor families.' });
      expect(requests).toBe(1);
      expect(screen.queryByRole('dialog', { name: 'Type a comment' })).not.toBeInTheDocument();
      expect(receipt).toHaveAccessibleDescription(
        'Thank you. Your comment was received and will be published after review. 7KQ2-M9XD-4HTB-Z1PA',
      );
      expect(within(receipt).getByText('7KQ2-M9XD-4HTB-Z1PA')).toBeInTheDocument();
      expect(within(receipt).getByRole('button', { name: 'Copy code' })).toHaveFocus();
      expect(receipt).toHaveTextContent('The public comment period for this filing closes on 12/14/2026 at 00:00 UTC.');
      expect(within(receipt).getByRole('link', { name: 'Check your comment’s status' })).toHaveAttribute(
        'href',
        '/comment-status#7KQ2-M9XD-4HTB-Z1PA',
      );
      // No page alert behind the dialog: the receipt is announced once.
      expect(screen.queryByText(/reference number/)).not.toBeInTheDocument();

      await user.click(within(receipt).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(commentButton()).toHaveFocus();
      const shown = screen.getByText(/Your comment was received/);
      expect(shown).toHaveTextContent(
        'Thank you. Your comment was received and will be published after review. ' +
          'Your comment’s reference number is 4711. Your receipt code is 7KQ2-M9XD-4HTB-Z1PA: ' +
          'check your comment’s status with it at any time.',
      );
      expect(within(shown).getByRole('link', { name: 'check your comment’s status' })).toHaveAttribute(
        'href',
        '/comment-status#7KQ2-M9XD-4HTB-Z1PA',
      );
      expect(screen.getByRole('heading', { name: 'Comment received' })).toBeInTheDocument();

      // A fresh dialog starts empty.
      const next = await openDialog(user);
      expect(within(next).getByLabelText('Comment')).toHaveValue('');
    });

    it("copies the receipt code and says so in a live region, or selects it where the clipboard is refused", async () => {
      const { user } = await openRatePage();
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Comment'), 'Too high');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      const receipt = await screen.findByRole('dialog', { name: 'Comment received' });
      const notice = within(receipt).getByRole('status');
      expect(notice).toBeEmptyDOMElement();

      await user.click(within(receipt).getByRole('button', { name: 'Copy code' }));

      expect(writeText).toHaveBeenCalledWith('7KQ2-M9XD-4HTB-Z1PA');
      await expect(navigator.clipboard.readText()).resolves.toBe('7KQ2-M9XD-4HTB-Z1PA');
      expect(notice).toHaveTextContent('Code copied');

      writeText.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
      await user.click(within(receipt).getByRole('button', { name: 'Copy code' }));

      await waitFor(() => expect(notice).toHaveTextContent(/^Code selected: press Ctrl\+C/));
      expect(window.getSelection()?.toString()).toBe('7KQ2-M9XD-4HTB-Z1PA');
      writeText.mockRestore();
    });

    it("keeps the dialog and the text when the server refuses, and shows the server's message", async () => {
      const message = 'You have sent 5 comments in the last hour. Please try again later.';
      const held = holdAnswers('post', api('/comments'), () => apiError(429, 'too_many_requests', message));
      const { user } = await openRatePage();
      const dialog = await openDialog(user);
      const field = within(dialog).getByLabelText('Comment');

      await user.type(field, 'One more comment');
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      held.open();

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

});
