import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { SAVED_SEARCH_COOKIE } from '@/features/compare/saved-search';
import { compareDatasetHandlers } from '@/testing/mocks/compare-handlers';
import { planListingsDataset, type PlanListing } from '@/testing/mocks/compare-fixtures';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { answerFiling, filingWith, INDIVIDUAL_MARKET, openRatePage } from '@/testing/rate-page-screen';

/** The Rate Page's company product in the fixtures (/company/3/rate/159/1/2), and a sister product. */
const PRODUCT = 3;
const SISTER = 4;

/** The product's plans in Adams County in 2026 and 2027: two kept, one dropped, one added. */
const LISTINGS: Record<number, PlanListing[]> = {
  2026: [
    { planId: 'BL-G', name: 'Blue Lake Gold', level: 'G', companyProductId: PRODUCT, rates: { '40-N': 400, '40-Y': 500, '20-N': 250 } },
    { planId: 'BL-S', name: 'Blue Lake Silver', variants: ['01', '04'], companyProductId: PRODUCT, rates: { '40-N': 300, '40-Y': 390, '20-N': 200 } },
    { planId: 'BL-OLD', name: 'Blue Lake Bronze Classic', level: 'B', companyProductId: PRODUCT, rates: { '40-N': 200, '40-Y': 260, '20-N': 150 } },
    { planId: 'SIS-S', name: 'Sister Silver', companyProductId: SISTER, rates: { '40-N': 310 } },
  ],
  2027: [
    { planId: 'BL-G', name: 'Blue Lake Gold', level: 'G', companyProductId: PRODUCT, rates: { '40-N': 440, '40-Y': 530, '20-N': 260 } },
    { planId: 'BL-S', name: 'Blue Lake Silver', variants: ['01', '04'], companyProductId: PRODUCT, rates: { '40-N': 309, '40-Y': 400, '20-N': 190 } },
    { planId: 'BL-NEW', name: 'Blue Lake Bronze Saver', level: 'B', companyProductId: PRODUCT, rates: { '40-N': 210, '40-Y': 270, '20-N': 160 } },
    { planId: 'SIS-S', name: 'Sister Silver', companyProductId: SISTER, rates: { '40-N': 350 } },
  ],
};

/** An individual filing for plan year 2027 (years 2027, 2026 and 2025 are compare years). */
function individualFiling(effImpDateReqNew: string | null = '2027-01-01') {
  answerFiling(
    filingWith({
      ...INDIVIDUAL_MARKET,
      effImpDateReqNew,
    }),
  );
  server.use(...compareDatasetHandlers((year) => planListingsDataset(year, LISTINGS[year] ?? [])));
}

/** Records the compare data requested, as 'year' or 'year/county'. */
function recordDatasetRequests(): string[] {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const match = /\/compare-plans\/(\d+(?:\/counties\/\d+)?)$/.exec(new URL(request.url).pathname);
    if (match) requested.push(match[1]!.replace('/counties/', '/'));
  });
  return requested;
}

const section = (name = 'What this means for you') => screen.getByRole('region', { name });

/** The table's rows as read: plan, level, before, after, change in dollars, change in percent. */
function tableRows(sectionName?: string): string[][] {
  const table = within(section(sectionName)).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Rate Page: What this means for you', () => {
  it('is not offered on a group filing', async () => {
    await openRatePage();

    expect(screen.queryByRole('heading', { name: 'What this means for you' })).not.toBeInTheDocument();
  });

  it('shows each plan of both years with its premiums and change, the median, and the new and discontinued plans', async () => {
    individualFiling();
    const requested = recordDatasetRequests();
    const { user } = await openRatePage();
    const region = await screen.findByRole('region', { name: 'What this means for you' });
    const form = within(region);

    await user.selectOptions(await form.findByLabelText('Location'), 'Adams County');
    await user.clear(form.getByLabelText('Age'));
    await user.type(form.getByLabelText('Age'), '40');
    await user.click(form.getByRole('radio', { name: 'No' }));
    await user.click(form.getByRole('button', { name: 'Show my premiums' }));

    const heading = await form.findByRole('heading', { level: 3, name: 'Blue Lake Small Business PPO in Adams County' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(form.getByRole('table', { name: 'Monthly premium for a 40-year-old non-tobacco user in Adams County, 2026 → 2027' })).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['Blue Lake Gold', 'Gold', '$400.00', '$440.00', '+$40.00', '+10%'],
      ['Blue Lake Silver', 'Silver', '$300.00', '$309.00', '+$9.00', '+3%'],
    ]);
    // Percents +10% and +3%: 6.5%; dollars +$40 and +$9: $24.50.
    expect(
      form.getByText('Across the 2 plans offered in both years, the median change is +6.5% (median in dollars: +$24.50 a month).'),
    ).toBeInTheDocument();
    expect(form.getByRole('heading', { level: 4, name: 'New in 2027' }).nextElementSibling).toHaveTextContent(
      'Blue Lake Bronze Saver Bronze: $210.00 a month in 2027',
    );
    expect(form.getByRole('heading', { level: 4, name: 'Discontinued after 2026' }).nextElementSibling).toHaveTextContent(
      'Blue Lake Bronze Classic Bronze: $200.00 a month in 2026',
    );
    // Each year's county slice, nothing more.
    expect(requested.sort()).toEqual(['2026/1', '2027/1']);
  });

  it('answers again for another age and tobacco use, with the same key rule as Compare (SPEC 5.2)', async () => {
    individualFiling();
    const { user } = await openRatePage();
    const form = within(await screen.findByRole('region', { name: 'What this means for you' }));
    await user.selectOptions(await form.findByLabelText('Location'), 'Adams County');
    await user.clear(form.getByLabelText('Age'));
    await user.type(form.getByLabelText('Age'), '12');
    await user.click(form.getByRole('button', { name: 'Show my premiums' }));

    // Under 21: the age-20 premiums.
    await form.findByRole('table', { name: /^Monthly premium for a 12-year-old non-tobacco user/ });
    expect(tableRows().map((row) => row.slice(2))).toEqual([
      ['$250.00', '$260.00', '+$10.00', '+4%'],
      ['$200.00', '$190.00', '-$10.00', '-5%'],
    ]);

    await user.clear(form.getByLabelText('Age'));
    await user.type(form.getByLabelText('Age'), '40');
    await user.click(form.getByRole('radio', { name: 'Yes' }));
    await user.click(form.getByRole('button', { name: 'Show my premiums' }));

    await form.findByRole('table', { name: /^Monthly premium for a 40-year-old tobacco user/ });
    expect(tableRows().map((row) => row.slice(2))).toEqual([
      ['$500.00', '$530.00', '+$30.00', '+6%'],
      ['$390.00', '$400.00', '+$10.00', '+2.6%'],
    ]);
  });

  it('uses the Compare form’s rules and messages, and focuses the first field to fix', async () => {
    individualFiling();
    const { user } = await openRatePage();
    const form = within(await screen.findByRole('region', { name: 'What this means for you' }));
    await form.findByLabelText('Location');
    await user.clear(form.getByLabelText('Age'));
    await user.type(form.getByLabelText('Age'), '4x');
    await user.click(form.getByRole('button', { name: 'Show my premiums' }));

    expect(form.getByText('Select a location.')).toBeInTheDocument();
    expect(form.getByLabelText('Location')).toHaveFocus();
    expect(form.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Enter the age as a whole number, for example 35.')).toBeInTheDocument();
    expect(form.queryByRole('table')).not.toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Location'), 'Adams County');
    expect(form.queryByText('Select a location.')).not.toBeInTheDocument();
  });

  it('starts from the saved compare search and answers it at once (SPEC 4.6)', async () => {
    const saved = { year: '2025', location: '1', age: '40', tobacco: 'Yes', coverage: ['G'] };
    document.cookie = `${SAVED_SEARCH_COOKIE}=${encodeURIComponent(JSON.stringify(saved))}; Path=/`;
    individualFiling();
    await openRatePage();
    const form = within(await screen.findByRole('region', { name: 'What this means for you' }));

    await form.findByRole('table', { name: 'Monthly premium for a 40-year-old tobacco user in Adams County, 2026 → 2027' });
    expect(form.getByLabelText('Location')).toHaveValue('1');
    expect(form.getByLabelText('Age')).toHaveValue('40');
    expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
    // A restored question does not pull focus away from where the visitor is.
    expect(form.getByRole('heading', { level: 3 })).not.toHaveFocus();
  });

  it('says in one sentence when the filing’s plan year and the year before are not both compare years', async () => {
    // Plan year 2025: 2024 is not a compare year.
    individualFiling('2025-01-01');
    await openRatePage();

    const region = await screen.findByRole('region', { name: 'What this means for you' });
    expect(
      await within(region).findByText(
        'Premiums cannot be compared here: Compare Plans does not list both 2025, this filing’s plan year, and 2024.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the year after submission as the plan year when no implementation date is requested', async () => {
    // Submitted 2026-11-18: plan year 2027.
    individualFiling(null);
    await openRatePage();

    const region = await screen.findByRole('region', { name: 'What this means for you' });
    expect(await within(region).findByText(/in 2026 and in 2027, the plan year of this filing/)).toBeInTheDocument();
  });

  it('says so when the product has no plan in the county in either year', async () => {
    individualFiling();
    const { user } = await openRatePage();
    const form = within(await screen.findByRole('region', { name: 'What this means for you' }));
    await user.selectOptions(await form.findByLabelText('Location'), 'Baker County');
    await user.click(form.getByRole('button', { name: 'Show my premiums' }));

    expect(
      await form.findByText(
        'Compare Plans lists no Blue Lake Small Business PPO plan in Baker County for a 21-year-old non-tobacco user in 2026 or 2027.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the Compare error when the plan data cannot be loaded', async () => {
    individualFiling();
    server.use(http.get(api('/compare-plans/:year/counties/:countyId'), () => HttpResponse.json({}, { status: 503 })));
    server.use(http.get(api('/compare-plans/:year'), () => HttpResponse.json({}, { status: 503 })));
    const { user } = await openRatePage();
    const form = within(await screen.findByRole('region', { name: 'What this means for you' }));
    await user.selectOptions(await form.findByLabelText('Location'), 'Adams County');
    await user.click(form.getByRole('button', { name: 'Show my premiums' }));

    expect(await form.findByRole('alert')).toHaveTextContent(/^ErrorSomething went wrong\. Please try again later: /);
  });

  it('asks, checks and answers in Spanish', async () => {
    individualFiling();
    await act(() => chooseLanguage('es'));
    const { user } = await openRatePage();
    const form = within(await screen.findByRole('region', { name: 'Lo que esto significa para usted' }));
    await form.findByLabelText('Ubicación');
    await user.clear(form.getByLabelText('Edad'));
    await user.click(form.getByRole('button', { name: 'Mostrar mis primas' }));

    expect(form.getByText('Seleccione una ubicación.')).toBeInTheDocument();
    expect(form.getByText('Escriba una edad.')).toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Ubicación'), 'Adams County');
    await user.type(form.getByLabelText('Edad'), '40');
    await user.click(form.getByRole('radio', { name: 'No consume tabaco' }));
    await user.click(form.getByRole('button', { name: 'Mostrar mis primas' }));

    await form.findByRole('table', {
      name: 'Prima mensual para una persona de 40 años que no consume tabaco en Adams County, 2026 → 2027',
    });
    expect(form.getByRole('columnheader', { name: 'Nivel de cobertura' })).toBeInTheDocument();
    expect(tableRows('Lo que esto significa para usted')).toEqual([
      ['Blue Lake Gold', 'Oro', '$400.00', '$440.00', '+$40.00', '+10%'],
      ['Blue Lake Silver', 'Plata', '$300.00', '$309.00', '+$9.00', '+3%'],
    ]);
    expect(
      form.getByText(
        'Entre los 2 planes que se ofrecen en ambos años, el cambio mediano es de +6.5% (mediana en dólares: +$24.50 al mes).',
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('heading', { level: 4, name: 'Nuevos en 2027' }).nextElementSibling).toHaveTextContent(
      'Blue Lake Bronze Saver Bronce: $210.00 al mes en 2027',
    );
    expect(form.getByRole('heading', { level: 4, name: 'Descontinuados después de 2026' })).toBeInTheDocument();
  });
});
