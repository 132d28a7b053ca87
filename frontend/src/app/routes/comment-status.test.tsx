import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CommentStatus } from '@/features/comment-status/types';
import { commentStatusFixture } from '@/testing/mocks/comment-status-fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { fact } from '@/testing/facts';
import { expectErrorAlert } from '@/testing/error-alert';

const NO_SUCH_CODE = 'No comment has this receipt code. Please check the code against your receipt and try again.';

async function commentStatusPage(path = '/comment-status') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Comment status' });
  return view;
}

const codeField = () => screen.getByLabelText('Receipt code');

/** Types `code` and presses Submit. */
async function lookUp(user: Awaited<ReturnType<typeof commentStatusPage>>['user'], code: string) {
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

function answerStatus(status: CommentStatus) {
  server.use(http.post(api('/comment-status'), () => HttpResponse.json(status)));
}

describe('Comment status page (/comment-status)', () => {
  it('asks for the receipt code with a labelled field, a hint and Submit, under its title', async () => {
    await commentStatusPage();

    const field = codeField();
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/16 letters and digits shown when you sent your comment/);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Your comment' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Comment Status'));
  });

  it("fills the code in from the receipt link's fragment and takes it out of the address", async () => {
    const { router } = await commentStatusPage('/comment-status#7kq2%20m9xd%204htb%20z1pa');

    expect(codeField()).toHaveValue('7KQ2-M9XD-4HTB-Z1PA');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/comment-status');
  });

  it('sends the code as typed and shows the state, the date, the filing with its Rate Page and the text', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/comment-status'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(commentStatusFixture);
      }),
    );
    const { user } = await commentStatusPage();

    await lookUp(user, ' 7kq2 m9xd 4htb z1pa ');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your comment' });
    expect(sent).toEqual([{ code: ' 7kq2 m9xd 4htb z1pa ' }]);
    expect(heading).toHaveFocus();
    const status = fact('Status');
    expect(within(status).getByText('Received and awaiting review')).toHaveClass('usa-tag');
    expect(status).toHaveTextContent(/will be published on the filing’s page once staff have reviewed it/);
    expect(fact('Received')).toHaveTextContent('11/21/2026');
    expect(fact('Filing')).toHaveTextContent(
      'Blue Lake Health Plan, Blue Lake Small Business PPO 2027 (tracking number BLHP-130008414).',
    );
    expect(within(fact('Filing')).getByRole('link', { name: 'See the filing’s Rate Page' })).toHaveAttribute(
      'href',
      '/company/3/rate/159/1/2',
    );
    expect(fact('Comment period')).toHaveTextContent('Open until 12/18/2026 at 00:00 UTC');
    // The text as sent: markup stays text, line breaks stay.
    const text = screen.getByText(/Too steep for families/);
    expect(text.textContent).toBe(commentStatusFixture.commentary);
    expect(text.querySelector('b')).toBeNull();
  });

  it.each([
    ['published', 'Published', /published on the filing’s page for everyone to read/],
    ['not_published', 'Not published', /reviewed your comment and did not publish it/],
  ] as const)('shows a %s comment in words with its tag', async (state, words, explanation) => {
    answerStatus({ ...commentStatusFixture, state, stateDesc: words });
    const { user } = await commentStatusPage();

    await lookUp(user, '7KQ2-M9XD-4HTB-Z1PA');

    await screen.findByRole('heading', { name: 'Your comment' });
    expect(within(fact('Status')).getByText(words)).toHaveClass('usa-tag');
    expect(fact('Status')).toHaveTextContent(explanation);
  });

  it('says so when the filing is no longer listed, without a Rate Page link or period', async () => {
    answerStatus({ ...commentStatusFixture, filing: null });
    const { user } = await commentStatusPage();

    await lookUp(user, '7KQ2-M9XD-4HTB-Z1PA');

    await screen.findByRole('heading', { name: 'Your comment' });
    expect(fact('Filing')).toHaveTextContent('No longer listed publicly');
    expect(screen.queryByRole('link', { name: /Rate Page/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Comment period', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it("shows a code the server cannot read at the field, in the server's words", async () => {
    const message = "'U' is not used in receipt codes, which hold the digits 0 to 9 and the letters A to Z but U.";
    server.use(
      http.post(api('/comment-status'), () =>
        HttpResponse.json({ error: { code: 'bad_request', message, field: 'code' } }, { status: 400 }),
      ),
    );
    const { user } = await commentStatusPage();

    await lookUp(user, '7KQ2-M9XD-4HTB-Z1PU');

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(message);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByRole('heading', { name: 'Your comment' })).not.toBeInTheDocument();
  });

  it.each([
    [404, 'not_found', NO_SUCH_CODE, 'No comment found', NO_SUCH_CODE],
    [
      429,
      'too_many_requests',
      'You have checked receipt codes several times in a short time. Please wait 42 minute(s) and try again.',
      'Please wait before trying again',
      'Please wait 42 minute(s)',
    ],
    [503, 'unavailable', 'The service is unavailable.', 'Something went wrong', 'An error occurred. Please try again later.'],
  ])('answers a %i with an error alert', async (status, code, message, title, shown) => {
    server.use(http.post(api('/comment-status'), () => apiError(status, code, message)));
    const { user } = await commentStatusPage();

    await lookUp(user, '0000-0000-0000-0000');

    await expectErrorAlert(shown, { title });
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });

  it('replaces an earlier answer with the next one', async () => {
    const { user } = await commentStatusPage();
    await lookUp(user, '7KQ2-M9XD-4HTB-Z1PA');
    await screen.findByRole('heading', { name: 'Your comment' });
    server.use(http.post(api('/comment-status'), () => apiError(404, 'not_found', NO_SUCH_CODE)));

    await lookUp(user, '0000-0000-0000-0000');

    await screen.findByRole('alert');
    expect(screen.queryByRole('heading', { name: 'Your comment' })).not.toBeInTheDocument();
  });
});
