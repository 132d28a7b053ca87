import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import type { OpenDataset } from '@/features/open-data/types';
import { formatsFor } from '@/lib/i18n/formats';
import { openDataFixture } from '@/testing/mocks/open-data-fixtures';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';

// Latest Rates, the Company Page, Open Data and the not-found screen in Spanish, with the server's
// values the catalogues know (statuses and types of insurance by code, data sets and columns by id
// and name) translated too.

const spanish = formatsFor('es');

async function openInSpanish(path: string) {
  await act(() => chooseLanguage('es'));
  return renderRoute(path);
}

describe('Latest Rate Changes in Spanish (SPEC 2.7)', () => {
  it('shows the page, its table and its feeds in Spanish, with Spanish dates', async () => {
    await openInSpanish('/rates');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cambios de tarifa recientes' })).toBeInTheDocument();
    expect(screen.getByText(/Vea los cambios de tarifa propuestos más recientes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargue estos datos' })).toHaveAttribute('href', '/data');
    expect(screen.getByRole('link', { name: 'Seguir los períodos de comentarios (fuente)' })).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Fecha' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Tipo de seguro' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Presentada' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Aceptada' })).toBeInTheDocument();
    expect(within(table).getByText('Seguro médico individual - Gastos médicos mayores')).toBeInTheDocument();
    // A type without a code is one the site does not know: shown as the server sent it.
    expect(within(table).getByText('Individual Health')).toBeInTheDocument();
    expect(within(table).getByText(spanish.isoDate('2026-02-14'))).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Detalles de la solicitud BLHP-131000001' })).toHaveTextContent('Detalles');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Fecha, descendente');
    expect(screen.getByLabelText('Filtrar por compañía')).toBeInTheDocument();
    expect(screen.getByText('3 cambios de tarifa en la lista.')).toBeInTheDocument();
  });
});

describe('the Company Page in Spanish (SPEC 2.8)', () => {
  it('heads its sections in Spanish and translates the types of insurance and the solvency', async () => {
    await openInSpanish('/company/101');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Lake Health' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comparar más planes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Información de la compañía' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Información de los productos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Datos de las solicitudes de tarifas' })).toBeInTheDocument();
    expect(screen.getByText('Solvencia')).toBeInTheDocument();
    expect(screen.getByText('Solvente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Blue Lake Health online ?\(se abre en una pestaña nueva\)$/ })).toBeInTheDocument();
    // The fixture's types carry no code (types the site does not know): shown as sent.
    expect(screen.getByRole('heading', { level: 3, name: 'Small Group Health' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Solicitudes de tarifas: Individual Health;/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir las solicitudes de esta compañía (fuente)' })).toBeInTheDocument();
  });
});

describe('Open Data in Spanish', () => {
  it('names the known data sets and columns in Spanish, with Spanish numbers and sizes', async () => {
    await openInSpanish('/data');

    expect(await screen.findByRole('heading', { level: 1, name: 'Datos abiertos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Solicitudes de tarifas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comentarios públicos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Primas de los planes 2027' })).toBeInTheDocument();
    expect(screen.getByText(/^Cada solicitud de tarifas que aparece en este sitio/)).toBeInTheDocument();
    expect(screen.getByText('170 filas')).toBeInTheDocument();
    expect(screen.getByText('1 fila')).toBeInTheDocument();
    expect(screen.getByText(`${spanish.number(1_234_560)} filas`)).toBeInTheDocument();
    expect(screen.getByText('Todavía sin actualizar')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Descargar solicitudes de tarifas en CSV (${spanish.fileSize(1_234_567)})` }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Columnas de este archivo')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Columnas de Solicitudes de tarifas' })).toBeInTheDocument();
    expect(screen.getByText(/^El número de seguimiento de la solicitud en SERFF/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'referencia de la API' })).toBeInTheDocument();
    const follow = screen.getByRole('heading', { level: 2, name: 'Siga las nuevas solicitudes' }).closest('section')!;
    expect(within(follow).getByRole('link', { name: 'Tarifas recientes' })).toHaveAttribute('href', '/rates');
  });

  it('shows a data set or column the catalogues do not know as the server wrote it', async () => {
    const unknownDataset: OpenDataset = {
      id: 'rate-histories',
      title: 'Rate histories',
      description: 'Every product’s rate changes, year by year.',
      rows: 12,
      lastUpdated: null,
      files: [{ format: 'csv', path: '/open-data/rate-histories.csv', bytes: 4_096 }],
      columns: [{ name: 'product_id', type: 'integer', description: 'The company product.' }],
    };
    server.use(http.get(api('/open-data'), () => HttpResponse.json({ datasets: [...openDataFixture.datasets, unknownDataset] })));
    await openInSpanish('/data');

    expect(await screen.findByRole('heading', { level: 2, name: 'Rate histories' })).toBeInTheDocument();
    expect(screen.getByText('Every product’s rate changes, year by year.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Columnas de Rate histories' })).toHaveTextContent('The company product.');
    // The fixture's comments carry a column the catalogues do not know (published_at).
    const commentColumns = screen.getByRole('table', { name: 'Columnas de Comentarios públicos' });
    expect(within(commentColumns).getByText('When the comment was published.')).toBeInTheDocument();
    expect(within(commentColumns).getByText('El número de seguimiento en SERFF de esa solicitud.')).toBeInTheDocument();
  });
});

describe('the not-found screen in Spanish', () => {
  it('says the page was not found and links home, in Spanish', async () => {
    await openInSpanish('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'No se encontró la página' })).toBeInTheDocument();
    expect(screen.getByText('No podemos encontrar la página que busca.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'página de inicio' })).toHaveAttribute('href', '/');
  });
});
