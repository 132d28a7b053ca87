import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { openRatePage } from '@/testing/rate-page-screen';
import { renderRoute } from '@/testing/render-route';

/**
 * The Rate History section of the page once every product's history has loaded with the charts'
 * chunk: each product asks for its own history, and one chart on screen says nothing of the rest.
 */
async function rateHistory() {
  const section = await screen.findByRole('region', { name: 'Rate History' });
  await within(section).findAllByRole('button', { name: 'Show as table' });
  await waitFor(() => expect(section.querySelector('[aria-busy="true"]')).toBeNull());
  return section;
}

/** The keyboard targets of one chart: its points. */
function points(section: HTMLElement, title: RegExp) {
  return within(within(section).getByRole('group', { name: title })).getAllByRole('img');
}

async function openCompany() {
  const { user } = renderRoute('/company/101');
  await screen.findByRole('heading', { level: 1, name: 'Blue Lake Health' });
  return { section: await rateHistory(), user };
}

/** The text an element shows: without a closed badge popover or the badge's caret. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[hidden]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/[▾▴]/g, '').trim();
}

describe('Rate history on the Company Page', () => {
  it('shows a chart per type of insurance under each product with public filings', async () => {
    const { section } = await openCompany();

    // The products with filings, in the server's order (the fixture has no filings for 'Blue Lake Value EPO').
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Blue Lake Bronze HMO',
      'Blue Lake Silver',
      'Blue Lake Silver Plus',
    ]);
    const chart = within(section).getByRole('img', {
      name: 'Requested rate changes of Blue Lake Silver, Individual Health, by submission date',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleDescription(
      '2 filings submitted from 2025 to 2026, with requested overall rate changes from -1.5% to +7.5%.',
    );
    const silver = points(section, /Blue Lake Silver, Individual Health/);
    expect(silver.map((point) => point.getAttribute('aria-label'))).toEqual([
      'BLHP-131000014, submitted 09/30/2025, requested change -1.5%, status Withdrawn, implementation requested 01/01/2026',
      'BLHP-131000001, submitted 02/14/2026, requested change +7.5%, status Submitted, implementation requested 01/01/2027',
    ]);
    expect(silver.every((point) => point.getAttribute('tabindex') === '0')).toBe(true);
    // A filing without a requested change is not drawn; its chart says where it is.
    expect(within(section).getByRole('img', { name: /Blue Lake Silver Plus/ })).toHaveAccessibleDescription(
      'No filing has a requested overall rate change to draw. 1 filing without a requested change is in the table only.',
    );
  });

  it('shows a focused point’s tooltip, hides it on Escape, and legends the statuses with their badges', async () => {
    const { section } = await openCompany();
    const [withdrawn] = points(section, /Blue Lake Silver, Individual Health/);

    withdrawn!.focus();
    const tooltip = await within(section).findByText('BLHP-131000014');
    expect(tooltip.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(tooltip.parentElement).toHaveTextContent('Requested change-1.5%');
    const legend = within(section).getAllByRole('list', { name: 'Legend' })[1]!;
    expect(within(legend).getAllByRole('listitem').map(shownText)).toEqual([
      'Submitted',
      'Withdrawn',
    ]);

    withdrawn!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect.poll(() => within(section).queryByText('BLHP-131000014')).toBeNull();
  });

  it("shows the chart as a table with the same numbers when 'Show as table' is pressed", async () => {
    const { section, user } = await openCompany();
    const toggles = within(section).getAllByRole('button', { name: 'Show as table' });
    expect(toggles).toHaveLength(3);
    const silverToggle = toggles[1]!;
    expect(silverToggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(silverToggle);

    expect(silverToggle).toHaveAttribute('aria-pressed', 'true');
    const table = within(section).getByRole('table', {
      name: 'Requested rate changes of Blue Lake Silver, Individual Health, by submission date',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, shownText));
    expect(rows).toEqual([
      ['09/30/2025', 'BLHP-131000014', '-1.5%', '—', 'Withdrawn', '01/01/2026'],
      ['02/14/2026', 'BLHP-131000001', '+7.5%', '—', 'Submitted', '01/01/2027'],
    ]);
    expect(within(table).getByRole('link', { name: 'BLHP-131000001' })).toHaveAttribute('href', '/company/101/rate/11/7/3');
    expect(within(section).queryByRole('img', { name: /Blue Lake Silver, Individual/ })).not.toBeInTheDocument();
  });

  it('says so in the chart’s place when a history cannot be loaded, and keeps the rest of the page', async () => {
    server.use(http.get(api('/company-products/101/history'), () => apiError(503, 'unavailable', 'Down')));
    renderRoute('/company/101');

    await screen.findByText(/The rate history of this product could not be loaded/);
    expect(screen.getByRole('region', { name: 'Rate Filing Data' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Blue Lake Bronze HMO/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Rate history on the Rate Page', () => {
  it('highlights the filing of the page among its product’s filings of the same type of insurance', async () => {
    await openRatePage();
    const section = await rateHistory();

    const all = points(section, /Blue Lake Small Business PPO, Group Health - Major Medical/);
    expect(all).toHaveLength(3);
    const current = all.filter((point) => point.getAttribute('aria-label')?.startsWith('This filing, '));
    expect(current.map((point) => point.getAttribute('aria-label'))).toEqual([
      'This filing, BLHP-130008414, submitted 11/18/2026, requested change +4.424% (-0.106% to +15.056%), status Submitted, implementation requested 03/01/2027',
    ]);
    expect(within(section).getByRole('img', { name: /Blue Lake Small Business PPO/ })).toHaveAccessibleDescription(
      /This filing, BLHP-130008414, is the diamond marked “This filing”\.$/,
    );
    expect(within(section).getByRole('list', { name: 'Legend' })).toHaveTextContent('This filing');
  });

  it('marks the filing of the page in the table too', async () => {
    const { user } = await openRatePage();
    const section = await rateHistory();

    await user.click(within(section).getByRole('button', { name: 'Show as table' }));

    const row = within(section).getByRole('link', { name: 'BLHP-130008414' }).closest('tr');
    expect(row).toHaveTextContent('BLHP-130008414 (this filing)');
    expect(within(section).getAllByText(/\(this filing\)/)).toHaveLength(1);
  });

  it('keeps the filing when its history cannot be loaded', async () => {
    server.use(http.get(api('/company-products/3/history'), () => apiError(500, 'internal', 'Boom')));
    await openRatePage();

    await screen.findByText(/This filing’s own figures are shown above/);
    expect(screen.getByRole('heading', { level: 2, name: 'Filing Attachments' })).toBeInTheDocument();
  });
});
