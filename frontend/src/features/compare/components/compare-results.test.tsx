import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compareDatasetFixture, varianceFixture } from '@/testing/mocks/compare-fixtures';
import { compareDatasetHandlers } from '@/testing/mocks/compare-handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';

/**
 * A year's dataset with the four cost-sharing variants of one silver plan (standard, and the
 * 73%, 87% and 94% reductions) priced in one plan area: four plans under one title and premium.
 */
function datasetWithSilverVariants(year: number) {
  const dataset = compareDatasetFixture(year);
  const variants = [
    ['BLS-S-01', 4750, 9200],
    ['BLS-S-04', 3500, 7350],
    ['BLS-S-05', 750, 3050],
    ['BLS-S-06', 0, 1200],
  ] as const;
  for (const [varianceId, deductInd, moopInd] of variants) {
    dataset.varianceData[varianceId] = varianceFixture(varianceId, { deductInd, moopInd });
  }
  dataset.planAreaData['40'] = { planId: 'BLS-S', rates: { '35-N': 475.46 } };
  dataset.planData['BLS-S'] = { planId: 'BLS-S', name: 'Blue Lake Select HMO Silver 4750', companyProductId: 90 };
  dataset.comparisonData['1']!.S!['9'] = variants.map(([varianceId]) => ({ varianceId, planAreaId: 40 }));
  return dataset;
}

async function searchSilver() {
  server.use(...compareDatasetHandlers(datasetWithSilverVariants));
  const { user } = renderRoute('/compare');
  await screen.findByRole('button', { name: 'Search Now' });
  await user.selectOptions(screen.getByLabelText('Year'), '2027');
  await user.selectOptions(screen.getByLabelText('Location'), 'Adams County');
  await user.clear(screen.getByLabelText('Age'));
  await user.type(screen.getByLabelText('Age'), '35');
  await user.selectOptions(screen.getByLabelText('Tobacco'), 'No');
  await user.click(within(screen.getByRole('group', { name: 'Level of coverage' })).getByRole('button', { name: 'Silver' }));
  await user.click(screen.getByRole('button', { name: 'Search Now' }));
  await screen.findByRole('heading', { level: 2, name: '2027 Results:' });
  return user;
}

describe('Compare Plans results: variants of one plan (SPEC 2.5)', () => {
  it('keeps the SPEC title and tells same-priced variants apart on a second line, to the eye and by name', async () => {
    await searchSilver();
    const card = screen.getByRole('region', { name: 'Blue Lake Health' });
    const rows = within(card).getAllByRole('button');

    // The first line is the SPEC 2.5 title, the same for all four.
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(
      Array(4).fill('$475.46 | Blue Lake Select HMO Silver 4750'),
    );
    // Equal premiums and names keep the dataset's order of variants.
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Deductible $4,750 · Out-of-pocket max $9,200',
      'Deductible $3,500 · Out-of-pocket max $7,350',
      'Deductible $750 · Out-of-pocket max $3,050',
      'Deductible $0 · Out-of-pocket max $1,200',
    ]);
    // Each row's name reads both lines, so each variant is named differently.
    for (const [deductible, maximum] of [
      ['$4,750', '$9,200'],
      ['$3,500', '$7,350'],
      ['$750', '$3,050'],
      ['$0', '$1,200'],
    ]) {
      const figures = `Deductible ${deductible}, Out-of-pocket max ${maximum}`;
      expect(
        within(card).getByRole('button', { name: `$475.46 | Blue Lake Select HMO Silver 4750, ${figures}` }),
      ).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens the variant chosen by its second line', async () => {
    const user = await searchSilver();
    const row = screen.getByRole('button', { name: /^\$475\.46 \| Blue Lake Select HMO Silver 4750, Deductible \$750,/ });

    await user.click(row);

    const details = document.getElementById(row.getAttribute('aria-controls')!)!;
    expect(within(details).getByText('Medical Deductible Individual/Family').nextElementSibling).toHaveTextContent(
      '$750 / $3,000',
    );
    expect(within(details).getByText('Max Out of Pocket Individual/Family').nextElementSibling).toHaveTextContent(
      '$3,050 / $16,000',
    );
  });
});
