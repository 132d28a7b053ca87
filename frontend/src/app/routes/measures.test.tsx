import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';
import { expectErrorAlert } from '@/testing/error-alert';

describe('Quality Measures page', () => {
  it('shows the stored note and a See Report button opening the stored link in a new tab', async () => {
    renderRoute('/measures');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Quality Measures' });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText(/Quality ratings help you compare plans\.\s+Ratings are updated every year\./)).toBeInTheDocument();
    const report = within(card).getByRole('link', { name: newTabLinkName('See Report') });
    expect(report).toHaveAttribute('href', 'https://insurance.lakeland.example/reports/quality-2026.pdf');
    expect(report).toHaveAttribute('target', '_blank');
    expect(report).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves the button out when the stored link is not an http(s) address', async () => {
    server.use(http.get(api('/insurance-forms/quality-measure-link'), () => HttpResponse.text('javascript:alert(1)')));
    renderRoute('/measures');

    await screen.findByRole('heading', { level: 1, name: 'Quality Measures' });
    expect(screen.queryByRole('link', { name: newTabLinkName('See Report') })).not.toBeInTheDocument();
  });

  it('shows the SPEC 8 error when the note cannot be loaded', async () => {
    server.use(http.get(api('/insurance-forms/quality-measure-note'), () => apiError(500, 'internal', 'boom')));
    renderRoute('/measures');

    await expectErrorAlert('Something went wrong. Please try again later.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  // A card is never empty.
  it('says so when the department has not published a note yet', async () => {
    server.use(http.get(api('/insurance-forms/quality-measure-note'), () => HttpResponse.text('')));
    renderRoute('/measures');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Quality Measures' });
    const card = heading.closest('li') as HTMLElement;
    expect(await within(card).findByText('The department has not published quality measures yet.')).toBeInTheDocument();
  });

  // In Spanish the card reads in Spanish, with the Spanish note and link staff
  // gave, each falling back to the English one when empty.
  it('shows the Spanish note and report in Spanish when staff gave them', async () => {
    server.use(
      http.get(api('/insurance-forms/quality-measure-spanish'), () =>
        HttpResponse.json({ note: 'Las calificaciones le ayudan a comparar planes.', link: 'https://example.gov/es.pdf' }),
      ),
    );
    await act(() => chooseLanguage('es'));
    renderRoute('/measures');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Medidas de calidad' });
    const card = heading.closest('li') as HTMLElement;
    expect(await within(card).findByText('Las calificaciones le ayudan a comparar planes.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Ver informe/ })).toHaveAttribute('href', 'https://example.gov/es.pdf');
  });

  it('falls back to the English note and link in Spanish when no Spanish ones are given', async () => {
    await act(() => chooseLanguage('es'));
    renderRoute('/measures');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Medidas de calidad' });
    const card = heading.closest('li') as HTMLElement;
    expect(await within(card).findByText(/Quality ratings help you compare plans\./)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Ver informe/ })).toHaveAttribute(
      'href',
      'https://insurance.lakeland.example/reports/quality-2026.pdf',
    );
  });
});
