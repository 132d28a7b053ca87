import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { chooseLanguage } from './choose-language';
import { useErrorMessage } from './error-messages';

// A refusal is shown in the visitor's language from its stable messageCode;
// English keeps the server's own message.

const notSubmitted = new ApiError(
  409,
  'conflict',
  'Comments are accepted only while a filing is Submitted; this filing is Under Review.',
  null,
  'comment_filing_not_submitted',
  { status: 'Under Review' },
);
const periodClosed = new ApiError(
  409,
  'conflict',
  'The 30-day comment period for this filing ended on 03/05/2026.',
  null,
  'comment_period_closed',
  { closedOn: '2026-03-05' },
);

describe('useErrorMessage', () => {
  it("shows the server's English message as sent", () => {
    const { result } = renderHook(() => useErrorMessage());

    expect(result.current(notSubmitted)).toBe(notSubmitted.message);
  });

  it('translates the message code in Spanish, with the status and the date in Spanish', async () => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useErrorMessage());

    expect(result.current(notSubmitted)).toBe(
      'Solo se aceptan comentarios mientras una solicitud está en estado Presentada; el estado de esta solicitud es En revisión.',
    );
    expect(result.current(periodClosed)).toBe('El período de comentarios de 30 días de esta solicitud terminó el 5 mar 2026.');
    expect(
      result.current(new ApiError(429, 'too_many_requests', 'x', null, 'too_many_comments', { minutes: 42 })),
    ).toBe('Envió varios comentarios en poco tiempo. Espere 42 min y vuelva a intentarlo.');
  });

  it('keeps a status it does not know as sent, and falls back to the code without a message code', async () => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useErrorMessage());
    const odd = new ApiError(409, 'conflict', 'x', null, 'comment_filing_not_submitted', { status: 'Archived' });

    expect(result.current(odd)).toContain('el estado de esta solicitud es Archived.');
    expect(result.current(new ApiError(503, 'unavailable', 'An error occurred.'))).toBe(
      'Ocurrió un error. Inténtelo de nuevo más tarde.',
    );
  });
});
