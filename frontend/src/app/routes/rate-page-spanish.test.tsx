/**
 * The Rate Page in Spanish: its sections, facts and comments, the comment dialog with
 * a refusal translated from the answer's messageCode, the receipt, and the rate history as a chart
 * and as a table — all from the Spanish catalogues, with Spanish formats.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { api } from '@/testing/mocks/handlers';
import { commentReceiptFixture, RATE_PAGE_NOW, RATE_PAGE_PATH } from '@/testing/mocks/rate-page-fixtures';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { fact } from '@/testing/facts';

/** Opens the Rate Page (SPEC 2.9) with Spanish chosen, on the fixtures' day. */
async function openSpanishRatePage() {
  await act(() => chooseLanguage('es'));
  vi.useFakeTimers({ toFake: ['Date'], now: RATE_PAGE_NOW });
  const view = renderRoute(RATE_PAGE_PATH);
  await screen.findByRole('heading', { level: 2, name: 'Información del producto' });
  return view;
}

async function openSpanishDialog(user: Awaited<ReturnType<typeof openSpanishRatePage>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Comentar' }));
  return screen.getByRole('dialog', { name: 'Escriba un comentario' });
}

describe('Rate Page in Spanish (SPEC 2.9)', () => {
  it('shows its headings, facts, countdown, comment period and published comments in Spanish', async () => {
    await openSpanishRatePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Información sobre la tarifa' })).toBeInTheDocument();
    for (const heading of ['Tarifa', 'Documentos adjuntos de la solicitud', 'Comentarios']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Información de la compañía' })).toHaveAttribute('href', '/company/3');
    expect(screen.getByRole('link', { name: 'Ver todas las tarifas recientes' })).toHaveAttribute('href', '/rates');
    expect(fact('Tipo de seguro')).toHaveTextContent('Seguro médico de grupo - Gastos médicos mayores');
    expect(fact('Tipo de mercado')).toHaveTextContent(/^Grupal$/);
    expect(fact('Tamaño del mercado de grupos')).toHaveTextContent(/^Grupos pequeños$/);
    expect(fact('Tipo de mercado de grupos')).toHaveTextContent(/^Asociación$/);
    expect(fact('Fecha de presentación')).toHaveTextContent('18 nov 2026');
    expect(fact('Cambio máximo (%)')).toHaveTextContent('+15.056%');
    // The fixture's period closes at 2026-12-18T00:00Z: 24 days left on its day.
    expect(screen.getByText('Quedan 24 días para comentar')).toBeInTheDocument();
    expect(
      screen.getByText(/^Esta solicitud está abierta a comentarios del público hasta el 18 dic 2026 a las 00:00 UTC/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consulte su estado' })).toHaveAttribute('href', '/comment-status');
    expect(screen.getByText('Publicado: 19 nov 2026')).toBeInTheDocument();
  });

  it('words the dialog and its character count in Spanish, and translates a refusal from its messageCode', async () => {
    server.use(
      http.post(api('/comments'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'unprocessable',
              message: 'The 30-day comment period for this filing ended on 12/18/2026.',
              messageCode: 'comment_period_closed',
              messageParams: { closedOn: '2026-12-18' },
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openSpanishRatePage();
    const dialog = await openSpanishDialog(user);

    expect(dialog).toHaveTextContent(/El Departamento de Seguros agradece sus comentarios/);
    expect(within(dialog).getByText('Se permiten 4000 caracteres')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Comentario');
    expect(field).toHaveAccessibleDescription('Puede escribir hasta 4000 caracteres');
    await user.type(field, 'Muy alto');
    expect(within(dialog).getByText('Quedan 3992 caracteres')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Su comentario no se envió' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'El período de comentarios de 30 días de esta solicitud terminó el 18 dic 2026.',
    );
    expect(alert).not.toHaveTextContent(/comment period/);
  });

  it('shows the receipt in Spanish: the thanks from the catalogue, the code, the copy notice and the status link', async () => {
    server.use(http.post(api('/comments'), () => HttpResponse.json(commentReceiptFixture, { status: 201 })));
    const { user } = await openSpanishRatePage();
    const dialog = await openSpanishDialog(user);
    await user.type(within(dialog).getByLabelText('Comentario'), 'Muy alto');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const receipt = await screen.findByRole('dialog', { name: 'Comentario recibido' });
    expect(receipt).toHaveAccessibleDescription(
      'Gracias. Recibimos su comentario y se publicará después de que el Departamento de Seguros lo revise. 7KQ2-M9XD-4HTB-Z1PA',
    );
    expect(within(receipt).getByRole('heading', { name: 'Su código de recibo' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('termina el 14 dic 2026 a las 00:00 UTC');
    expect(within(receipt).getByRole('link', { name: 'Consulte el estado de su comentario' })).toHaveAttribute(
      'href',
      '/comment-status#7KQ2-M9XD-4HTB-Z1PA',
    );
    await user.click(within(receipt).getByRole('button', { name: 'Copiar código' }));
    expect(within(receipt).getByRole('status')).toHaveTextContent('Código copiado');

    await user.click(within(receipt).getByRole('button', { name: 'Cerrar' }));
    const shown = screen.getByText(/Recibimos su comentario/);
    expect(shown).toHaveTextContent(
      'El número de referencia de su comentario es 4711. Su código de recibo es 7KQ2-M9XD-4HTB-Z1PA: ' +
        'consulte el estado de su comentario con él en cualquier momento.',
    );
    expect(screen.getByRole('heading', { name: 'Comentario recibido' })).toBeInTheDocument();
  });

  it('shows the rate history in Spanish, as a chart and as a table', async () => {
    const { user } = await openSpanishRatePage();
    const section = await screen.findByRole('region', { name: 'Historial de tarifas' });
    const toggle = await within(section).findByRole('button', { name: 'Mostrar como tabla' });

    const chart = within(section).getByRole('img', {
      name: 'Cambios de tarifa solicitados de Blue Lake Small Business PPO, Seguro médico de grupo - Gastos médicos mayores, por fecha de presentación',
    });
    expect(chart).toHaveAccessibleDescription(/es el rombo marcado “Esta solicitud”\.$/);
    const targets = within(section).getByRole('group', { name: /^Solicitudes del gráfico, un punto cada una/ });
    expect(within(targets).getAllByRole('img').map((point) => point.getAttribute('aria-label'))).toContain(
      'Esta solicitud, BLHP-130008414, presentada el 18 nov 2026, cambio solicitado +4.424% (rango: -0.106% a +15.056%), estado Presentada, entrada en vigor solicitada 1 mar 2027',
    );
    expect(within(section).getByRole('list', { name: 'Leyenda' })).toHaveTextContent('Esta solicitud');

    await user.click(toggle);
    const table = within(section).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Fecha de presentación',
      'Número de seguimiento',
      'Cambio solicitado',
      'Rango de cambios',
      'Estado',
      'Fecha de entrada en vigor solicitada',
    ]);
    expect(within(table).getByText('(esta solicitud)')).toBeInTheDocument();
  });
});
