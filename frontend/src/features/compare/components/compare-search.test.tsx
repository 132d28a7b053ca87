import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readCachedCompareDataset, writeCachedCompareDataset } from '@/lib/compare-dataset-cache';
import { gate } from '@/testing/gate';
import { compareDatasetFixture, countySliceOf } from '@/testing/mocks/compare-fixtures';
import { compareDatasetHandlers } from '@/testing/mocks/compare-handlers';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { SAVED_SEARCH_COOKIE } from '../saved-search';

/** Records the requests for compare data: '2027' for a year's dataset, '2027/counties/1' for a county slice. */
function recordDatasetRequests() {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const match = /\/ws\/compare-plans\/(\d+(?:\/counties\/\d+)?)$/.exec(new URL(request.url).pathname);
    if (match) requested.push(match[1]!);
  });
  return requested;
}

async function openComparePage() {
  const view = renderRoute('/compare');
  await screen.findByRole('button', { name: 'Search Now' });
  return view;
}

type Search = { year?: string; location?: string; age?: string; tobacco?: 'Yes' | 'No'; levels?: string[] };

async function search(user: Awaited<ReturnType<typeof openComparePage>>['user'], s: Search = {}) {
  await user.selectOptions(screen.getByLabelText('Year'), s.year ?? '2027');
  await user.selectOptions(screen.getByLabelText('Location'), s.location ?? 'Adams County');
  await user.clear(screen.getByLabelText('Age'));
  await user.type(screen.getByLabelText('Age'), s.age ?? '35');
  await user.selectOptions(screen.getByLabelText('Tobacco'), s.tobacco ?? 'No');
  const levels = screen.getByRole('group', { name: 'Level of coverage' });
  for (const level of s.levels ?? []) await user.click(within(levels).getByRole('button', { name: level }));
  await user.click(screen.getByRole('button', { name: 'Search Now' }));
}

const resultsSection = () => screen.getByRole('region', { name: /Results:$/ });
const companyCards = () =>
  within(resultsSection())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** The SPEC 2.5 titles of a card's plan rows: each row's first line (a second line tells variants apart). */
const planTitles = (company: string) =>
  within(screen.getByRole('region', { name: company }))
    .getAllByRole('button')
    .map((button) => button.firstElementChild?.textContent);
/** A plan row by its SPEC 2.5 title; its name goes on with the figures of its second line. */
const planRow = (title: string) =>
  screen.findByRole('button', { name: (name) => name.startsWith(`${title}, `) });

describe('Compare Plans search (SPEC 2.5, 5.1, 5.2, 4.6)', () => {
  it('shows one card per company, by name, with plans cheapest first, titled ${rate} | {planName}', async () => {
    const { user } = await openComparePage();
    await search(user);

    const heading = await screen.findByRole('heading', { level: 2, name: '2027 Results:' });
    expect(heading).toHaveFocus();
    expect(companyCards()).toEqual(['acme Mutual', 'Blue Lake Health', 'Zenith Health']);
    expect(planTitles('acme Mutual')).toEqual(['$300.00 | Acme Silver Saver', '$410.50 | Acme Silver']);
    expect(planTitles('Blue Lake Health')).toEqual(['$199.99 | Blue Lake Catastrophic', '$512.25 | Blue Lake Gold']);
    expect(screen.getByText(/5 plans from 3 companies/)).toBeInTheDocument();
  });

  it('expands a plan to its premium, metal level, cost sharing and links', async () => {
    const { user } = await openComparePage();
    await search(user);
    const row = await planRow('$512.25 | Blue Lake Gold');
    expect(row).toHaveAttribute('aria-expanded', 'false');

    await user.click(row);

    expect(row).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(row.getAttribute('aria-controls')!)!;
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Premium')).toBe('$512.25');
    expect(value('Metal Level')).toBe('Gold');
    expect(value('Medical Deductible Individual/Family')).toBe('$500 / $1,000');
    expect(value('Prescription Deductible Individual/Family')).toBe('$250 / $500');
    expect(value('Coinsurance Amount Medical/Prescription')).toBe('20% / 25%');
    expect(value('Medical Co-Pay Primary/Specialist')).toBe('$30 / $60');
    expect(value('Prescription Co-Pay (Generic)')).toBe('$10');
    expect(value('Max Out of Pocket Individual/Family')).toBe('$8,000 / $16,000');
    const learnMore = within(details).getByRole('link', { name: /^Learn more ?about Blue Lake Gold ?\(opens in a new tab\)$/ });
    expect(learnMore).toHaveAttribute('href', 'https://plans.example/benefits/BLU-G-01');
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(within(details).getByRole('link', { name: /^Company info ?for Blue Lake Health$/ })).toHaveAttribute(
      'href',
      '/company/90',
    );

    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the raw code for a level without a badge name, and no Learn more without an address', async () => {
    const { user } = await openComparePage();
    await search(user, { levels: ['Catastrophic'] });

    await user.click(await planRow('$199.99 | Blue Lake Catastrophic'));
    expect(screen.getByText('Metal Level').nextElementSibling?.textContent).toBe('C');
    expect(screen.queryByRole('link', { name: /Learn more/ })).not.toBeInTheDocument();
  });

  it('keeps to the selected levels and prices with the age/tobacco key', async () => {
    const { user } = await openComparePage();
    await search(user, { levels: ['Silver'], tobacco: 'Yes' });

    await screen.findByRole('heading', { name: '2027 Results:' });
    expect(companyCards()).toEqual(['acme Mutual', 'Zenith Health']);
    expect(planTitles('acme Mutual')).toEqual(['$390.00 | Acme Silver Saver', '$470.00 | Acme Silver']);
  });

  it('paints a long list of plans first in part, then in full', async () => {
    const big = compareDatasetFixture(2027);
    const entries = Array.from({ length: 150 }, (_, i) => ({ varianceId: 'ZEN-S-01', planAreaId: 1000 + i }));
    for (const [i] of entries.entries()) {
      big.planAreaData[String(1000 + i)] = { planId: 'ZEN-S', rates: { '35-N': 100 + i } };
    }
    big.comparisonData['1']!.S!['7'] = entries;
    server.use(...compareDatasetHandlers(() => big));
    const { user } = await openComparePage();
    await search(user, { levels: ['Silver'] });

    await screen.findByRole('heading', { name: '2027 Results:' });
    // The count is written with the first part of the list, which may follow the heading's render.
    expect(await screen.findByText(/152 plans from 2 companies/)).toBeInTheDocument();
    // The rest follows the first paint, in one render: done once the list's last plan is shown.
    // (Found by its text: a role query over 150 rows on each change while they paint costs seconds.)
    await within(screen.getByRole('region', { name: 'Zenith Health' })).findByText('$249.00 | Zenith Silver 2027');
    const titles = planTitles('Zenith Health');
    expect(titles).toHaveLength(150);
    expect(titles.slice(0, 2)).toEqual(['$100.00 | Zenith Silver 2027', '$101.00 | Zenith Silver 2027']);
  });

  it("says 'No results' when nothing matches (SPEC 8)", async () => {
    const { user } = await openComparePage();
    await search(user, { location: 'Baker County' });

    const section = await screen.findByRole('region', { name: '2027 Results:' });
    expect(within(section).getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Please change your search criteria and try again.');
  });

  it('answers a first search from the county slice, then stores the year for the next search', async () => {
    const requested = recordDatasetRequests();
    const { user } = await openComparePage();
    expect(requested).toEqual([]);

    await search(user, { year: '2026' });

    expect(await screen.findByRole('heading', { name: '2026 Results:' })).toBeInTheDocument();
    expect(planTitles('Zenith Health')).toEqual(['$400.00 | Zenith Silver 2026']);
    expect(requested[0]).toBe('2026/counties/1');
    // Once the results are on screen, the whole year is downloaded and stored (SPEC 4.6).
    await waitFor(async () => expect((await readCachedCompareDataset())?.data.compareYear).toBe(2026));
    expect(requested).toEqual(['2026/counties/1', '2026']);

    // Another county, age and level: answered from the year, with no request.
    await search(user, { year: '2026', location: 'Baker County', age: '50', levels: ['Gold'] });
    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument();
    await search(user, { year: '2026', location: 'Adams County', age: '35', levels: ['All Levels'] });
    await waitFor(() => expect(planTitles('Blue Lake Health')).toHaveLength(2));
    expect(requested).toEqual(['2026/counties/1', '2026']);
  });

  it('answers a search made once the year is stored from the year, even in a county answered from its slice', async () => {
    // Plans uploaded between the slice and the year's download: the year has one more.
    const later = compareDatasetFixture(2027);
    later.planAreaData['9'] = { planId: 'ZEN-S', rates: { '35-N': 100 } };
    later.comparisonData['1']!.S!['7']!.push({ varianceId: 'ZEN-S-01', planAreaId: 9 });
    server.use(http.get(api('/compare-plans/:year'), () => HttpResponse.json(later)));
    const { user } = await openComparePage();
    await search(user);
    await screen.findByRole('heading', { name: '2027 Results:' });
    expect(planTitles('Zenith Health')).toEqual(['$400.00 | Zenith Silver 2027']);

    await waitFor(async () => expect((await readCachedCompareDataset())?.data.compareYear).toBe(2027));
    await user.click(screen.getByRole('button', { name: 'Search Now' }));
    await waitFor(() => expect(planTitles('Zenith Health')).toEqual(['$100.00 | Zenith Silver 2027', '$400.00 | Zenith Silver 2027']));
  });

  it('fetches the county slice as soon as a year and a location are chosen, before Search Now', async () => {
    const requested = recordDatasetRequests();
    const { user } = await openComparePage();
    await user.selectOptions(screen.getByLabelText('Year'), '2027');
    await user.selectOptions(screen.getByLabelText('Location'), 'Adams County');

    await waitFor(() => expect(requested).toEqual(['2027/counties/1']));
    await search(user);
    await screen.findByRole('heading', { name: '2027 Results:' });
    expect(requested[0]).toBe('2027/counties/1');
    expect(requested.filter((r) => r.includes('/counties/'))).toHaveLength(1);
  });

  it('stops downloading the slice of a location that is no longer chosen', async () => {
    const held = gate();
    const aborted: string[] = [];
    server.use(
      http.get(api('/compare-plans/:year/counties/:countyId'), async ({ params, request }) => {
        request.signal.addEventListener('abort', () => aborted.push(String(params.countyId)));
        if (params.countyId === '1') await held.opened;
        return HttpResponse.json(countySliceOf(compareDatasetFixture(2027), String(params.countyId)));
      }),
    );
    const { user } = await openComparePage();
    await user.selectOptions(screen.getByLabelText('Year'), '2027');
    await user.selectOptions(screen.getByLabelText('Location'), 'Adams County');
    await user.selectOptions(screen.getByLabelText('Location'), 'Baker County');

    await waitFor(() => expect(aborted).toEqual(['1']));
    held.open();
    await search(user, { location: 'Baker County' });
    const section = await screen.findByRole('region', { name: '2027 Results:' });
    expect(within(section).getByRole('heading', { name: 'No results' })).toBeInTheDocument();
  });

  it('keeps the results when the background download fails, and tries again on the next search', async () => {
    const requested = recordDatasetRequests();
    server.use(http.get(api('/compare-plans/:year'), () => apiError(503, 'unavailable', 'The plans are unavailable')));
    const { user } = await openComparePage();
    await search(user);
    await screen.findByRole('heading', { name: '2027 Results:' });

    // The download fails; the results stay, with no error shown.
    await waitFor(() => expect(requested.filter((r) => r === '2027')).toHaveLength(1));
    expect(companyCards()).toEqual(['acme Mutual', 'Blue Lake Health', 'Zenith Health']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading plan comparison…')).not.toBeInTheDocument();
    expect(await readCachedCompareDataset()).toBeNull();

    server.resetHandlers();
    await search(user, { levels: ['Gold'] });
    await waitFor(async () => expect((await readCachedCompareDataset())?.data.compareYear).toBe(2027));
    expect(requested.filter((r) => r === '2027')).toHaveLength(2);
    expect(companyCards()).toEqual(['Blue Lake Health']);
  });

  it('downloads the whole year when the county slice cannot be reached', async () => {
    const requested = recordDatasetRequests();
    server.use(http.get(api('/compare-plans/:year/counties/:countyId'), () => HttpResponse.error()));
    const { user } = await openComparePage();
    await search(user);

    expect(await screen.findByRole('heading', { name: '2027 Results:' })).toBeInTheDocument();
    expect(companyCards()).toEqual(['acme Mutual', 'Blue Lake Health', 'Zenith Health']);
    expect(requested.filter((r) => r === '2027')).toHaveLength(1);
  });

  it('saves the search in the comparePlans cookie and runs it again when the page opens', async () => {
    const first = await openComparePage();
    await search(first.user, { levels: ['Gold'] });
    await screen.findByRole('heading', { name: '2027 Results:' });
    expect(document.cookie).toContain(`${SAVED_SEARCH_COOKIE}=`);
    first.unmount();

    renderRoute('/compare');

    expect(await screen.findByRole('heading', { name: '2027 Results:' })).toBeInTheDocument();
    expect(companyCards()).toEqual(['Blue Lake Health']);
    expect(screen.getByLabelText('Year')).toHaveValue('2027');
    expect(screen.getByLabelText('Location')).toHaveValue('1');
    expect(screen.getByLabelText('Age')).toHaveValue('35');
    expect(screen.getByLabelText('Tobacco')).toHaveValue('N');
    const levels = screen.getByRole('group', { name: 'Level of coverage' });
    expect(within(levels).getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(levels).getByRole('button', { name: 'All Levels' })).toHaveAttribute('aria-pressed', 'false');
    // A restored search does not pull focus away from where the visitor is.
    expect(screen.getByRole('heading', { name: '2027 Results:' })).not.toHaveFocus();
  });

  it('ignores a saved search for a year that is no longer offered', async () => {
    const saved = { year: '2019', location: '1', age: '35', tobacco: 'No', coverage: ['all'] };
    document.cookie = `${SAVED_SEARCH_COOKIE}=${encodeURIComponent(JSON.stringify(saved))}; Path=/`;
    await openComparePage();

    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.queryByRole('region', { name: /Results:$/ })).not.toBeInTheDocument();
  });

  it('stores the dataset in the browser and reuses it on the next visit (SPEC 4.6)', async () => {
    const requested = recordDatasetRequests();
    const first = await openComparePage();
    await search(first.user);
    await screen.findByRole('heading', { name: '2027 Results:' });
    await waitFor(async () => expect((await readCachedCompareDataset())?.data.compareYear).toBe(2027));
    first.unmount();

    const second = await openComparePage();
    await search(second.user);
    await screen.findByRole('heading', { name: '2027 Results:' });

    expect(requested).toEqual(['2027/counties/1', '2027']);
  });

  it('fetches again when the cached dataset is a day old', async () => {
    await writeCachedCompareDataset(compareDatasetFixture(2027), Date.now() - 86_400_000);
    const requested = recordDatasetRequests();
    const { user } = await openComparePage();
    await search(user);
    await screen.findByRole('heading', { name: '2027 Results:' });

    await waitFor(() => expect(requested).toEqual(['2027/counties/1', '2027']));
    await waitFor(async () => expect((await readCachedCompareDataset())!.timestamp).toBeGreaterThan(Date.now() - 60_000));
  });

  it('fetches again when the newest year is not the current year the server reports', async () => {
    await writeCachedCompareDataset(compareDatasetFixture(2027), Date.now());
    server.use(http.get(api('/getCurrentYear'), () => HttpResponse.json(2028)));
    const requested = recordDatasetRequests();
    const { user } = await openComparePage();
    await search(user);
    await screen.findByRole('heading', { name: '2027 Results:' });

    await waitFor(() => expect(requested).toEqual(['2027/counties/1', '2027']));
  });

  it('shows the load error with its cause when the plans cannot be loaded, and stops the spinner', async () => {
    server.use(
      http.get(api('/compare-plans/:year'), () => apiError(503, 'unavailable', 'The plans are unavailable')),
      http.get(api('/compare-plans/:year/counties/:countyId'), () => apiError(503, 'unavailable', 'Try later')),
    );
    const { user } = await openComparePage();
    await search(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later: The plans are unavailable');
    await waitFor(() => expect(screen.queryByText('Loading plan comparison…')).not.toBeInTheDocument());
  });

  it('shows the notes', async () => {
    await openComparePage();
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent(/subsidy/);
    expect(notes).toHaveTextContent('Native Americans living in Lakeland can buy plans through the federal exchange.');
    expect(notes).toHaveTextContent(/insurance producer/);
    expect(notes).toHaveTextContent(/Contact the Lakeland Insurance Department/);
  });
});
