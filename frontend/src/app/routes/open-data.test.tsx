import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { siteProfileFixture } from '@/testing/mocks/fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { openDataFixture } from '@/testing/mocks/open-data-fixtures';
import { server } from '@/testing/mocks/server';
import { FEED_READER_HINT, followLinkPath, headFeeds } from '@/testing/feeds';
import { renderRoute } from '@/testing/render-route';
import { expectErrorAlert } from '@/testing/error-alert';

async function openDataPage() {
  const view = renderRoute('/data');
  await screen.findByRole('heading', { level: 2, name: 'Rate filings' });
  return view;
}

/** The section of one data set, by its heading. */
const dataset = (title: string) => screen.getByRole('region', { name: title });

/** A link's address as a path under this origin. */
const pathOf = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '', window.location.href).pathname;

describe('Open data page (/data)', () => {
  it('introduces the page under its title, with the terms of reuse from the site profile', async () => {
    await openDataPage();

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Open data']);
    expect(screen.getByText(/For reporters, researchers/)).toHaveTextContent(/free, with no account to create/);
    expect(screen.getByText(siteProfileFixture.openDataTerms)).toHaveTextContent(
      `Terms of use: ${siteProfileFixture.openDataTerms}`,
    );
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Open Data'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows every data set of GET /open-data in its own section, in the order given', async () => {
    await openDataPage();

    const main = within(screen.getByRole('main'));
    const headings = main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      ...openDataFixture.datasets.map((set) => set.title),
      'Follow new filings',
      'For developers',
    ]);
    expect(within(dataset('Rate filings')).getByText(/^Every rate filing shown on this site/)).toBeInTheDocument();
  });

  it('gives each data set its row count and last update, or says it was never updated', async () => {
    await openDataPage();

    const filings = within(dataset('Rate filings'));
    expect(filings.getByText('170 rows')).toBeInTheDocument();
    expect(filings.getByText(/^Last updated/)).toHaveTextContent('Last updated 11/24/2026');
    expect(filings.getByText('11/24/2026')).toHaveAttribute('datetime', '2026-11-24T12:03:11Z');
    const comments = within(dataset('Published comments'));
    expect(comments.getByText('1 row')).toBeInTheDocument();
    expect(comments.getByText('Not yet updated')).toBeInTheDocument();
    expect(within(dataset('Plan premiums 2027')).getByText('1,234,560 rows')).toBeInTheDocument();
  });

  it('links each file for download, named after its data set, format and size', async () => {
    await openDataPage();

    const downloads = screen.getAllByRole('link', { name: /^Download / });
    expect(downloads.map((link) => [link.textContent, pathOf(link)])).toEqual([
      ['Download rate filings as CSV (1.2 MB)', '/ws/open-data/filings.csv'],
      ['Download rate filings as JSON (98.8 KB)', '/ws/open-data/filings.json'],
      ['Download published comments as CSV (512 B)', '/ws/open-data/comments.csv'],
      ['Download published comments as JSON (2.0 KB)', '/ws/open-data/comments.json'],
      ['Download plan premiums 2027 as CSV (123.5 MB)', '/ws/open-data/plans/2027.csv'],
    ]);
    for (const link of downloads) expect(link).toHaveAttribute('download');
    // Seen, the data set is the section's heading: only 'Download CSV (1.2 MB)' shows.
    const first = downloads[0]!;
    expect(within(first).getByText('rate filings as')).toHaveClass('usa-sr-only');
    expect(within(dataset('Rate filings')).getByRole('link', { name: /^Download ?rate filings as ?CSV \(1\.2 MB\)$/ }))
      .toBe(first);
  });

  it('keeps each column dictionary closed until asked for, as a table of name, type and meaning', async () => {
    const { user } = await openDataPage();

    const filings = within(dataset('Rate filings'));
    const summary = filings.getByText('Columns in this file');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');

    await user.click(summary);

    expect(details).toHaveAttribute('open');
    const table = filings.getByRole('table', { name: 'Columns of Rate filings' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['Type', 'col'],
      ['Meaning', 'col'],
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').getAttribute('scope'))).toEqual(
      Array(5).fill('row'),
    );
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['tracking_number', 'Text', 'The filing’s tracking number in SERFF.'],
      ['submission_date', 'Date (YYYY-MM-DD)', 'When the company filed it.'],
      ['policy_holders_affected', 'Whole number', 'How many policy holders the change reaches.'],
      ['overall_rate_change_percent', 'Decimal number', 'The requested overall rate change.'],
      ['rate_page_url', 'Web address', 'The filing’s page on this site.'],
    ]);
    expect(within(dataset('Published comments')).getByRole('table', { name: 'Columns of Published comments' }))
      .toHaveTextContent('Date and time (ISO 8601)');
  });

  it('lists the feeds with what a feed reader is, and says company pages have their own', async () => {
    await openDataPage();

    const follow = within(screen.getByRole('region', { name: 'Follow new filings' }));
    expect(followLinkPath('Follow new rate filings (feed)')).toBe('/ws/feeds/filings.atom');
    expect(followLinkPath('Follow comment periods (feed)')).toBe('/ws/feeds/comment-periods.atom');
    expect(follow.getByText(FEED_READER_HINT)).toBeInTheDocument();
    expect(follow.getByRole('link', { name: 'Follow new rate filings (feed)' })).toHaveAccessibleDescription(
      FEED_READER_HINT,
    );
    expect(follow.getByText(/also has a feed of that company’s filings/)).toBeInTheDocument();
    expect(follow.getByRole('link', { name: 'Latest Rates' })).toHaveAttribute('href', '/rates');
    expect(headFeeds()).toEqual([
      { title: 'New and changed rate filings', path: '/ws/feeds/filings.atom' },
      { title: 'Comment periods opening and closing soon', path: '/ws/feeds/comment-periods.atom' },
    ]);
  });

  it('links developers to the API reference and the OpenAPI document', async () => {
    await openDataPage();

    const developers = within(screen.getByRole('region', { name: 'For developers' }));
    expect(pathOf(developers.getByRole('link', { name: 'API reference' }))).toBe('/ws/docs');
    expect(pathOf(developers.getByRole('link', { name: 'OpenAPI document' }))).toBe('/ws/openapi.json');
  });

  it('shows the loading spinner until the catalogue arrives', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/open-data'), async () => {
        await answered;
        return HttpResponse.json(openDataFixture);
      }),
    );
    renderRoute('/data');

    expect(await screen.findByText('Loading the open data…')).toBeInTheDocument();
    answer();
    await screen.findByRole('heading', { level: 2, name: 'Rate filings' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the SPEC 8 error when the catalogue cannot be loaded, and keeps the rest of the page', async () => {
    server.use(http.get(api('/open-data'), () => apiError(500, 'internal', 'boom')));
    renderRoute('/data');

    await expectErrorAlert('Something went wrong. Please try again later.');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /^Download / })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Follow new filings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toBeInTheDocument();
  });
});
