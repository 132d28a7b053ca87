import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '@/testing/gate';
import { countiesFixture } from '@/testing/mocks/fixtures';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';
import { expectErrorAlert } from '@/testing/error-alert';

async function openComparePage() {
  const view = renderRoute('/compare');
  // The form appears once the years and counties have loaded.
  await screen.findByRole('button', { name: 'Search Now' });
  return view;
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Compare Plans page', () => {
  it('shows the title and the considerations', async () => {
    await openComparePage();

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Individual Health Benefit Plans On/Off Exchange Insurance Plan Comparison',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rates are based on age, geographic area and tobacco use.')).toBeInTheDocument();
    expect(screen.getByText('Rates shown are for one individual.')).toBeInTheDocument();
    expect(screen.getByText(/three oldest children under 21/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: newTabLinkName('www.healthcare.gov') })).toBeInTheDocument();
  });

  it('fills Location from the counties list and Year from the active years', async () => {
    await openComparePage();

    const location = screen.getByLabelText('Location');
    expect(optionLabels(location)).toEqual(['— Select a location —', 'Adams County', 'Baker County', 'Clearwater County']);
    expect(within(location).getByRole('option', { name: 'Baker County' })).toHaveValue('2');
    expect(optionLabels(screen.getByLabelText('Year'))).toEqual(['— Select a year —', '2027', '2026', '2025']);
  });

  it('starts with age 21, tobacco No and all levels', async () => {
    await openComparePage();

    expect(screen.getByLabelText('Age')).toHaveValue('21');
    expect(screen.getByLabelText('Tobacco')).toHaveValue('N');
    expect(optionLabels(screen.getByLabelText('Tobacco'))).toEqual(['— Select Yes or No —', 'Yes', 'No']);
    const levels = screen.getByRole('group', { name: 'Level of coverage' });
    expect(within(levels).getByRole('button', { name: 'All Levels' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies the coverage toggle rules', async () => {
    const { user } = await openComparePage();
    const levels = screen.getByRole('group', { name: 'Level of coverage' });
    const button = (name: string) => within(levels).getByRole('button', { name });
    const pressed = () =>
      within(levels)
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-pressed') === 'true')
        .map((b) => b.textContent);

    // Deselecting everything keeps the previous selection.
    await user.click(button('All Levels'));
    expect(pressed()).toEqual(['All Levels']);

    // A level selected while 'all' is selected removes 'all'.
    await user.click(button('Gold'));
    expect(pressed()).toEqual(['Gold']);
    await user.click(button('Bronze'));
    expect(pressed()).toEqual(['Gold', 'Bronze']);

    await user.click(button('Gold'));
    await user.click(button('Bronze'));
    expect(pressed()).toEqual(['Bronze']);

    // Selecting 'all' resets the selection to only 'all'.
    await user.click(button('Silver'));
    await user.click(button('All Levels'));
    expect(pressed()).toEqual(['All Levels']);
  });

  it('shows validation only after the first Search, then follows every change', async () => {
    const { user } = await openComparePage();
    const age = screen.getByLabelText('Age');

    await user.clear(age);
    await user.type(age, '3x');
    expect(screen.queryByText('Select a year.')).not.toBeInTheDocument();
    expect(age).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Search Now' }));

    const year = screen.getByLabelText('Year');
    expect(year).toHaveAccessibleDescription('Select a year.');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveFocus();
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Select a location.');
    expect(age).toHaveAccessibleDescription('Enter the age as a whole number, for example 35.');
    expect(screen.getByLabelText('Tobacco')).not.toHaveAttribute('aria-invalid');

    await user.clear(age);
    expect(age).toHaveAccessibleDescription('Enter an age.');
    await user.type(age, '45');
    expect(age).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(year, '2026');
    await user.selectOptions(screen.getByLabelText('Location'), 'Adams County');
    await user.selectOptions(screen.getByLabelText('Tobacco'), '');
    expect(screen.getByLabelText('Tobacco')).toHaveAccessibleDescription('Select Yes or No.');
    await user.selectOptions(screen.getByLabelText('Tobacco'), 'Yes');

    await user.click(screen.getByRole('button', { name: 'Search Now' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    // The values stay as chosen.
    expect(year).toHaveValue('2026');
    expect(age).toHaveValue('45');
  });

  it('explains metal levels in a popover', async () => {
    const { user } = await openComparePage();
    const help = screen.getByRole('button', { name: 'What is this?' });
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Metal levels' })).not.toBeInTheDocument();

    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Metal levels' });
    expect(help).toHaveAttribute('aria-controls', region.id);
    expect(within(region).getByText('Catastrophic')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(help).toHaveFocus();

    await user.click(help);
    await user.click(screen.getByRole('heading', { level: 2, name: 'Compare plans' }));
    expect(help).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the load error with its cause when a list fails to load', async () => {
    server.use(http.get(api('/counties'), () => apiError(503, 'unavailable', 'Counties are unavailable')));
    renderRoute('/compare');

    await expectErrorAlert('Something went wrong. Please try again later: Counties are unavailable');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows a loading spinner while the lists load', async () => {
    const held = holdAnswers('get', api('/counties'), () => HttpResponse.json(countiesFixture));
    renderRoute('/compare');
    expect(await screen.findByText('Loading plan comparison…')).toBeInTheDocument();
    held.open();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
