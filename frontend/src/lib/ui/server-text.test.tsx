import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { useServerText } from './server-text';

// Issue 21 item 1: texts the server sends in English (here SERFF's types of insurance, as the
// rate-filing system and the demo data name them) are shown in the language chosen.

const serffTypes = [
  ['Individual Health - Major Medical', 'Seguro médico individual - Gastos médicos mayores'],
  ['Group Health - Major Medical', 'Seguro médico de grupo - Gastos médicos mayores'],
  [
    'Individual Health Organizations - Health Maintenance (HMO)',
    'Seguro médico individual - Organización para el mantenimiento de la salud (HMO)',
  ],
  ['Group Health Organizations - Point of Service (POS)', 'Seguro médico de grupo - Punto de servicio (POS)'],
] as const;

describe('useServerText().inGroup', () => {
  it("shows the server's English as sent", () => {
    const { result } = renderHook(() => useServerText('ui'));

    for (const [english] of serffTypes) expect(result.current.inGroup('insuranceType', english)).toBe(english);
  });

  it.each(serffTypes)('shows "%s" in Spanish as "%s"', async (english, spanish) => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useServerText('ui'));

    expect(result.current.inGroup('insuranceType', english)).toBe(spanish);
  });

  it('leaves a type this site does not know as the server wrote it', async () => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useServerText('ui'));

    expect(result.current.inGroup('insuranceType', 'Dental - Stand Alone')).toBe('Dental - Stand Alone');
  });
});
