import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { holdAnswers } from '@/testing/gate';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';
import { expectErrorAlert } from '@/testing/error-alert';

describe('home page', () => {
  it('has a visually hidden h1 with the site title and the welcome line', async () => {
    renderRoute('/');

    const h1 = await screen.findByRole('heading', { level: 1, name: 'Lakeland Health Insurance Transparency' });
    expect(h1).toHaveClass('usa-sr-only');
    expect(
      screen.getByText('Welcome to the Lakeland Health Insurance Transparency website where you can:'),
    ).toBeInTheDocument();
  });

  it('shows the five cards with their words and links', async () => {
    renderRoute('/');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
    expect(within(card('Compare')).getByText('Search for information about individual insurance companies.')).toBeInTheDocument();
    expect(within(card('Compare')).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/compare');

    const measures = card('Quality Measures');
    expect(within(measures).getByText(/Quality ratings help you compare plans\.\s+Ratings are updated every year\./)).toBeInTheDocument();
    const report = within(measures).getByRole('link', { name: newTabLinkName('See Report') });
    expect(report).toHaveAttribute('href', 'https://insurance.lakeland.example/reports/quality-2026.pdf');
    expect(report).toHaveAttribute('target', '_blank');

    expect(
      within(card('Filings')).getByText(
        'Participate in the rate review process for proposed premium increases. View the latest proposed rate changes.',
      ),
    ).toBeInTheDocument();
    expect(within(card('Filings')).getByRole('link', { name: 'See filings' })).toHaveAttribute('href', '/rates');

    expect(within(card('Guide')).getByText('Learn about health reforms and how it may affect you.')).toBeInTheDocument();
    expect(within(card('Guide')).getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute(
      'href',
      'https://insurance.lakeland.example/consumers/health-reform-guide',
    );
    expect(within(card('News')).getByText('See the latest news from the Insurance Dept.')).toBeInTheDocument();
    expect(within(card('News')).getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute(
      'href',
      'https://insurance.lakeland.example/news',
    );
  });

  it('shows the note as text, never as HTML', async () => {
    server.use(http.get(api('/insurance-forms/quality-measure-note'), () => HttpResponse.text('<b>Bold</b> claim')));
    renderRoute('/');

    expect(await screen.findByText('<b>Bold</b> claim')).toBeInTheDocument();
  });

  it('keeps the loading overlay until both the note and the link have settled', async () => {
    const held = holdAnswers('get', api('/insurance-forms/quality-measure-link'), () =>
      HttpResponse.text('https://insurance.lakeland.example/q.pdf'),
    );
    renderRoute('/');

    await screen.findByText(/Quality ratings help you compare plans/);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    held.open();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('removes the overlay and shows the error when the note fails to load', async () => {
    server.use(http.get(api('/insurance-forms/quality-measure-note'), () => apiError(500, 'internal', 'boom')));
    renderRoute('/');

    await expectErrorAlert('Something went wrong. Please try again later.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the welcome line, the cards and their links in Spanish', async () => {
    await act(() => chooseLanguage('es'));
    renderRoute('/');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    expect(
      screen.getByText('Bienvenido al sitio web de transparencia del seguro médico de Lakeland, donde puede:'),
    ).toBeInTheDocument();
    const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
    expect(within(card('Comparar')).getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/compare');
    expect(
      within(card('Solicitudes de tarifas')).getByText(
        'Participar en el proceso de revisión de tarifas de los aumentos de primas propuestos. Ver los cambios de tarifas propuestos más recientes.',
      ),
    ).toBeInTheDocument();
    expect(within(card('Solicitudes de tarifas')).getByRole('link', { name: 'Ver solicitudes de tarifas' })).toHaveAttribute(
      'href',
      '/rates',
    );
    expect(within(card('Guía')).getByRole('link', { name: /^Leer la guía/ })).toHaveAttribute('target', '_blank');
    expect(within(card('Noticias')).getByText('Ver las noticias más recientes del Departamento de Seguros.')).toBeInTheDocument();
  });

  it('says in Spanish that the home page failed to load', async () => {
    server.use(http.get(api('/insurance-forms/quality-measure-note'), () => apiError(500, 'internal', 'boom')));
    await act(() => chooseLanguage('es'));
    renderRoute('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Se produjo un error. Vuelva a intentarlo más tarde.');
  });
});
