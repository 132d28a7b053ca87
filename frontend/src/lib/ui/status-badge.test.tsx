import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { StatusBadge } from './status-badge';

// SPEC 4.1 statuses and their descriptions come from the server in English; the site shows the
// known ones in the language chosen and anything else as the server wrote it.

const ACCEPTED =
  'The Insurance Department completed the rate review process and found the proposed rate change to be reasonable.';

describe('StatusBadge', () => {
  it('shows the server text unchanged in English', () => {
    render(<StatusBadge displayStatus="Under Review" statusCode="under_review" colour="purple" popover={null} />);
    expect(screen.getByText('Under Review')).toBeInTheDocument();
  });

  it('translates a known status and its SPEC 4.1 description into Spanish', async () => {
    await act(() => chooseLanguage('es'));
    const user = userEvent.setup();
    render(<StatusBadge displayStatus="Accepted" statusCode="accepted" colour="green" popover={ACCEPTED} />);

    await user.click(screen.getByRole('button', { name: 'Aceptada' }));

    expect(
      screen.getByText(
        'El Departamento de Seguros terminó el proceso de revisión de la tarifa y determinó que el cambio de tarifa propuesto es razonable.',
      ),
    ).toBeVisible();
  });

  it('keeps a status the catalogues do not know as the server wrote it, in Spanish too', async () => {
    await act(() => chooseLanguage('es'));
    render(<StatusBadge displayStatus="Pending Review" colour="gray" popover={null} />);
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
  });
});
