import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { FEED_READER_HINT, followLinkPath, headFeeds } from '@/testing/feeds';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';
import { expectErrorAlert } from '@/testing/error-alert';

/** The table's body rows, each as its cells' text. */
function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

const companies = () => bodyRows().map((row) => within(row).getAllByRole('cell')[2]?.textContent);

/** Opens Latest Rates (at `path`) on `today`, the clock its countdowns read; only the date is fixed. */
async function openRates(path = '/rates', today = '2026-03-04T12:00:00Z') {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(today) });
  const view = renderRoute(path);
  await screen.findByRole('table');
  // The countdowns wait for the commenting switch (SPEC 4.3): let it answer too.
  await waitFor(() => expect(view.queryClient.getQueryState(['public-comments'])?.status).toBe('success'));
  return view;
}

describe('Latest Rate Changes page', () => {
  it('introduces the page and links to the federal rate review site in a new tab', async () => {
    await openRates();

    expect(screen.getByRole('heading', { level: 1, name: 'Latest Rate Changes' })).toBeInTheDocument();
    expect(screen.getByText(/View the latest proposed rate changes/)).toBeInTheDocument();
    expect(screen.getByText(/participate in the rate review process/)).toBeInTheDocument();
    const federal = screen.getByRole('link', { name: newTabLinkName('federal rate review site') });
    expect(federal).toHaveAttribute('href', 'https://ratereview.healthcare.gov');
    expect(federal).toHaveAttribute('target', '_blank');
  });

  it('links to the open data beside the intro', async () => {
    await openRates();

    expect(screen.getByRole('link', { name: 'Download this data' })).toHaveAttribute('href', '/data');
  });

  it('offers the filings and comment-period feeds, announced in the head while the page is shown', async () => {
    const { router } = await openRates();

    expect(followLinkPath('Follow new rate filings (feed)')).toBe('/ws/feeds/filings.atom');
    expect(followLinkPath('Follow comment periods (feed)')).toBe('/ws/feeds/comment-periods.atom');
    expect(screen.getByRole('link', { name: 'Follow comment periods (feed)' })).toHaveAttribute(
      'type',
      'application/atom+xml',
    );
    expect(screen.getByText(FEED_READER_HINT)).toBeInTheDocument();
    expect(headFeeds()).toEqual([
      { title: 'New and changed rate filings', path: '/ws/feeds/filings.atom' },
      { title: 'Comment periods opening and closing soon', path: '/ws/feeds/comment-periods.atom' },
    ]);

    await act(() => router.navigate('/measures'));

    await screen.findByRole('heading', { level: 1, name: 'Quality Measures' });
    expect(headFeeds()).toEqual([]);
  });

  it('lists the rows newest first, with formatted dates, rates and Details links', async () => {
    await openRates();

    expect(companies()).toEqual(['Harbor Mutual', 'Blue Lake Health', 'Clearwater Care']);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    const [harbor, blueLake, clearwater] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(blueLake).getByText('02/14/2026')).toBeInTheDocument();
    expect(within(blueLake).getByText('+7.5%')).toBeInTheDocument();
    expect(within(blueLake).getByText('Individual Health')).toBeInTheDocument();
    expect(within(harbor).getByText('-2.25%')).toBeInTheDocument();
    expect(within(clearwater).getByText('0%')).toBeInTheDocument();
    expect(within(blueLake).getByRole('link', { name: 'Details for filing BLHP-131000001' })).toHaveAttribute(
      'href',
      '/company/101/rate/11/7/3',
    );
  });

  it('sorts by date oldest first, then newest first again, when the Date header is pressed', async () => {
    const { user } = await openRates();

    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(companies()).toEqual(['Clearwater Care', 'Blue Lake Health', 'Harbor Mutual']);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(companies()).toEqual(['Harbor Mutual', 'Blue Lake Health', 'Clearwater Care']);
  });

  it('sorts by rate when the Rate header is pressed', async () => {
    const { user } = await openRates();

    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(screen.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Rate' })).toHaveAttribute('aria-sort', 'ascending');
    expect(companies()).toEqual(['Harbor Mutual', 'Clearwater Care', 'Blue Lake Health']);
  });

  it('sorts by the Sort by list that stands in for the headers on phones, in the same state', async () => {
    const { user } = await openRates();
    // Shown by CSS only while the table is stacked; jsdom lays nothing out, so it is always here.
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveAccessibleDescription('Latest proposed rate changes');
    expect(sortBy).toHaveDisplayValue('Date, descending');
    // Every sortable column both ways, the way its header sorts first listed first; Actions never sorts.
    expect(within(sortBy).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Status, ascending',
      'Status, descending',
      'Date, descending',
      'Date, ascending',
      'Company, ascending',
      'Company, descending',
      'Insurance Type, ascending',
      'Insurance Type, descending',
      'Rate, ascending',
      'Rate, descending',
    ]);

    await user.selectOptions(sortBy, 'Company, descending');

    expect(companies()).toEqual(['Harbor Mutual', 'Clearwater Care', 'Blue Lake Health']);
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'descending');
    expect(sortBy).toHaveFocus();
    // A header press moves the list with it: one sorting state, two ways to set it.
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(sortBy).toHaveDisplayValue('Rate, ascending');
  });

  it('filters the rows by company name', async () => {
    const { user } = await openRates();

    await user.type(screen.getByLabelText('Filter by company'), 'harbor');
    expect(companies()).toEqual(['Harbor Mutual']);

    await user.clear(screen.getByLabelText('Filter by company'));
    await user.type(screen.getByLabelText('Filter by company'), 'nobody');
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText(/No rate changes match/)).toBeInTheDocument();
  });

  it('opens a status popover from the badge and closes it with Escape', async () => {
    const { user } = await openRates();

    const badge = screen.getByRole('button', { name: 'Submitted' });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/formally proposed a rate change/)).not.toBeVisible();

    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/formally proposed a rate change/)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/formally proposed a rate change/)).not.toBeVisible();
    expect(badge).toHaveFocus();
  });

  it('shows a status without a description as a plain badge', async () => {
    await openRates();

    expect(screen.getByText('Do Not Display')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Do Not Display' })).not.toBeInTheDocument();
  });

  it("shows 'No data found.' when there are no filings", async () => {
    server.use(http.get(api('/filings'), () => HttpResponse.json([])));
    renderRoute('/rates');

    expect(await screen.findByText('No data found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the SPEC 8 error when the filings cannot be loaded', async () => {
    server.use(http.get(api('/filings'), () => apiError(500, 'internal', 'boom')));
    renderRoute('/rates');

    await expectErrorAlert('Something went wrong. Please try again later.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  describe('days left to comment', () => {
    const countdowns = () => bodyRows().map((row) => within(row).queryByText(/left to comment$/)?.textContent ?? null);
    const openOnly = () => screen.getByRole('checkbox', { name: 'Only filings open for comment' });

    it("counts down under an open filing's badge, in UTC days as the server closes periods", async () => {
      // Blue Lake's period closes at 03/16/2026 00:00 UTC; at noon UTC on 03/04, 12 days are left.
      await openRates();

      expect(countdowns()).toEqual([null, '12 days left to comment', null]);
    });

    it('says one day on the last day, and nothing once the period has closed', async () => {
      await openRates('/rates', '2026-03-15T23:59:00Z');
      expect(countdowns()).toEqual([null, '1 day left to comment', null]);
    });

    it('shows no countdown from the closing instant on, whatever the cached answer was made at', async () => {
      await openRates('/rates', '2026-03-16T00:00:00Z');
      expect(countdowns()).toEqual([null, null, null]);
    });

    it('keeps only the filings open for comment, in the address so the view can be shared', async () => {
      const { user, router } = await openRates();

      await user.click(openOnly());
      // The filter goes through the address: wait for the navigation to render.
      await waitFor(() => expect(companies()).toEqual(['Blue Lake Health']));
      expect(router.state.location.search).toBe('?comments=open');
      expect(screen.getByText('1 of 3 rate changes listed.')).toBeInTheDocument();

      await user.click(openOnly());
      await waitFor(() => expect(companies()).toEqual(['Harbor Mutual', 'Blue Lake Health', 'Clearwater Care']));
      expect(router.state.location.search).toBe('');
    });

    it('opens filtered from /rates?comments=open and says so when no filing is open', async () => {
      await openRates('/rates?comments=open', '2026-04-01T00:00:00Z');

      expect(openOnly()).toBeChecked();
      expect(bodyRows()).toHaveLength(0);
      expect(screen.getByText('No filing is open for public comment right now.')).toBeInTheDocument();
    });

    it('neither counts down nor filters while public commenting is switched off (SPEC 4.3)', async () => {
      server.use(http.get(api('/public-comments'), () => HttpResponse.json(false)));
      await openRates('/rates?comments=open');

      expect(countdowns()).toEqual([null, null, null]);
      expect(screen.queryByRole('checkbox', { name: 'Only filings open for comment' })).not.toBeInTheDocument();
      expect(companies()).toEqual(['Harbor Mutual', 'Blue Lake Health', 'Clearwater Care']);
    });
  });
});
