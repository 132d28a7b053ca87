/**
 * The comment status page in Spanish: its form, the comment's state and facts, and the
 * server's refusals translated from their messageCode, under Spanish titles.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { commentStatusFixture } from '@/testing/mocks/comment-status-fixtures';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { expectErrorAlert } from '@/testing/error-alert';

async function openSpanishCommentStatus() {
  await act(() => chooseLanguage('es'));
  const view = renderRoute('/comment-status');
  await screen.findByRole('heading', { level: 1, name: 'Estado del comentario' });
  return view;
}

async function lookUp(user: Awaited<ReturnType<typeof openSpanishCommentStatus>>['user'], code: string) {
  await user.type(screen.getByLabelText('Código de recibo'), code);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
}

/** A refusal as the server sends it: its English message, and the code the SPA translates. */
function refuse(status: number, code: string, message: string, messageCode: string, field?: string) {
  server.use(
    http.post(api('/comment-status'), () =>
      HttpResponse.json({ error: { code, message, messageCode, messageParams: {}, ...(field ? { field } : {}) } }, { status }),
    ),
  );
}

describe('Comment status page in Spanish (/comment-status)', () => {
  it('asks for the code and shows the comment’s state, dates and filing in Spanish', async () => {
    server.use(http.post(api('/comment-status'), () => HttpResponse.json(commentStatusFixture)));
    const { user } = await openSpanishCommentStatus();
    expect(screen.getByLabelText('Código de recibo')).toHaveAccessibleDescription(
      /^Las 16 letras y números que se mostraron al enviar su comentario, por ejemplo 7KQ2-M9XD-4HTB-Z1PA\./,
    );

    await lookUp(user, '7KQ2M9XD4HTBZ1PA');

    const result = await screen.findByRole('region', { name: 'Su comentario' });
    expect(within(result).getByText('Recibido y en espera de revisión')).toBeInTheDocument();
    expect(result).toHaveTextContent('Se publicará en la página de la solicitud cuando el personal lo haya revisado.');
    const fact = (term: string) => within(result).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(fact('Recibido')).toHaveTextContent('21 nov 2026');
    expect(fact('Solicitud')).toHaveTextContent(
      'Blue Lake Health Plan, Blue Lake Small Business PPO 2027 (número de seguimiento BLHP-130008414).',
    );
    expect(within(fact('Solicitud')).getByRole('link')).toHaveAttribute('href', '/company/3/rate/159/1/2');
    expect(fact('Período de comentarios')).toHaveTextContent('Abierto hasta el 18 dic 2026 a las 00:00 UTC');
    expect(within(result).getByRole('heading', { name: 'Lo que escribió' })).toBeInTheDocument();
  });

  it('shows an unknown code’s refusal in Spanish under “No se encontró ningún comentario”', async () => {
    refuse(404, 'not_found', 'No comment has this receipt code. Please check it and try again.', 'receipt_code_unknown');
    const { user } = await openSpanishCommentStatus();

    await lookUp(user, '7KQ2M9XD4HTBZ1PA');

    await expectErrorAlert('Ningún comentario tiene este código de recibo. Compare el código con su recibo e inténtelo de nuevo.', {
      title: 'No se encontró ningún comentario',
    });
  });

  it('shows a malformed code’s refusal in Spanish at the field', async () => {
    refuse(
      400,
      'bad_request',
      'A receipt code has 16 letters and digits, as shown when the comment was sent.',
      'receipt_code_invalid',
      'code',
    );
    const { user } = await openSpanishCommentStatus();

    await lookUp(user, 'abc');

    const field = screen.getByLabelText('Código de recibo');
    expect(await screen.findByText(/^Un código de recibo tiene 16 letras y números/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
