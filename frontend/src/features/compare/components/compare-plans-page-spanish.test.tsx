import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { renderRoute } from '@/testing/render-route';

// Compare Plans (SPEC 2.5, 5.1) in Spanish — the form, its SPEC 5.1 messages, the
// results and a plan's details, with the Spanish catalogue's words and Spanish formats.

async function openInSpanish() {
  await act(() => chooseLanguage('es'));
  const view = renderRoute('/compare');
  await screen.findByRole('button', { name: 'Buscar ahora' });
  return view;
}

describe('Compare Plans in Spanish', () => {
  it('shows the form in Spanish and its SPEC 5.1 messages once Search is pressed', async () => {
    const { user } = await openInSpanish();

    expect(screen.getByRole('heading', { level: 2, name: 'Comparar planes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Aspectos a tener en cuenta' })).toBeInTheDocument();
    const levels = screen.getByRole('group', { name: 'Nivel de cobertura' });
    expect(within(levels).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Todos los niveles',
      'Platino',
      'Oro',
      'Plata',
      'Bronce',
      'Catastrófico',
    ]);
    expect(screen.getByRole('option', { name: '— Seleccione un año —' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Mercado de Seguros federal/ })).toHaveAttribute('target', '_blank');

    const age = screen.getByLabelText('Edad');
    await user.clear(age);
    await user.type(age, '3x');
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));

    const year = screen.getByLabelText('Año');
    expect(year).toHaveFocus();
    expect(year).toHaveAccessibleDescription('Seleccione un año.');
    expect(screen.getByLabelText('Ubicación')).toHaveAccessibleDescription('Seleccione una ubicación.');
    expect(age).toHaveAccessibleDescription('Escriba la edad como un número entero, por ejemplo, 35.');

    await user.click(screen.getByRole('button', { name: '¿Qué es esto?' }));
    const help = screen.getByRole('region', { name: 'Niveles de cobertura' });
    expect(within(help).getByText('El plan paga aproximadamente el 80 % de los costos cubiertos.')).toBeInTheDocument();
  });

  it('shows the results, counts and a plan’s details in Spanish', async () => {
    const { user } = await openInSpanish();
    await user.selectOptions(screen.getByLabelText('Año'), '2027');
    await user.selectOptions(screen.getByLabelText('Ubicación'), 'Adams County');
    await user.clear(screen.getByLabelText('Edad'));
    await user.type(screen.getByLabelText('Edad'), '35');
    await user.selectOptions(screen.getByLabelText('Consumo de tabaco'), 'No consume tabaco');
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));

    await screen.findByRole('heading', { level: 2, name: 'Resultados de 2027:' });
    expect(screen.getByText('5 planes de 3 compañías. Abra un plan para ver sus costos.')).toBeInTheDocument();
    const acme = screen.getByRole('region', { name: 'acme Mutual' });
    expect(within(acme).getByText('2 planes')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Zenith Health' })).getByText('Un plan')).toBeInTheDocument();

    const row = within(acme).getByRole('button', { name: /^\$300\.00 \| Acme Silver Saver, / });
    expect(row.lastElementChild?.textContent).toBe('Deducible $1,500 · Desembolso máximo $8,000');
    await user.click(row);
    const details = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(details('Prima')).toBe('$300.00');
    expect(details('Nivel de cobertura')).toBe('Plata');
    // A figure the plan left empty reads as the Spanish 'not provided'.
    expect(details('Coseguro médico/de medicamentos recetados')).toBe('20% / No disponible');
    expect(screen.getByRole('link', { name: /^Información de la compañía ?acme Mutual$/ }).textContent).toBe('Información de la compañía acme Mutual');
  });

  it('says there are no results in Spanish', async () => {
    const { user } = await openInSpanish();
    await user.selectOptions(screen.getByLabelText('Año'), '2027');
    await user.selectOptions(screen.getByLabelText('Ubicación'), 'Baker County');
    await user.click(screen.getByRole('button', { name: 'Buscar ahora' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'No hay resultados' })).toBeInTheDocument();
    expect(screen.getByText('Cambie sus criterios de búsqueda y vuelva a intentarlo.')).toBeInTheDocument();
  });
});
