import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { useCodedText } from './coded-text';

// Statuses, types of insurance and markets are shown by the code the server sends beside their
// English; a value without a code is one this site does not know and is shown as sent.

const serffTypes = [
  ['H16I', 'Individual Health - Major Medical', 'Seguro médico individual - Gastos médicos mayores'],
  ['H16G', 'Group Health - Major Medical', 'Seguro médico de grupo - Gastos médicos mayores'],
  [
    'HOrg02I',
    'Individual Health Organizations - Health Maintenance (HMO)',
    'Seguro médico individual - Organización para el mantenimiento de la salud (HMO)',
  ],
  ['HOrg03G', 'Group Health Organizations - Point of Service (POS)', 'Seguro médico de grupo - Punto de servicio (POS)'],
] as const;

describe('useCodedText().typeOfInsurance', () => {
  it.each(serffTypes)('shows %s in English as the rate-filing system names it', (code, english) => {
    const { result } = renderHook(() => useCodedText());

    expect(result.current.typeOfInsurance(english, code)).toBe(english);
  });

  it.each(serffTypes)('shows %s in Spanish', async (code, english, spanish) => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useCodedText());

    expect(result.current.typeOfInsurance(english, code)).toBe(spanish);
  });

  it('shows a type without a code as the server sent it', async () => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useCodedText());

    expect(result.current.typeOfInsurance('Dental - Stand Alone', null)).toBe('Dental - Stand Alone');
  });
});

describe('useCodedText().filingStatus', () => {
  it('shows a status by its code, and one without a code as sent', async () => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useCodedText());

    expect(result.current.filingStatus({ displayStatus: 'Under Review', statusCode: 'under_review' })).toBe('En revisión');
    expect(result.current.filingStatus({ displayStatus: 'Pending Industry Response', statusCode: null })).toBe(
      'Pending Industry Response',
    );
    expect(result.current.filingStatusPopover({ popover: null, statusCode: 'do_not_display' })).toBeNull();
  });
});

describe('useCodedText().marketType and .groupMarketType', () => {
  it('shows a market in English as stored, whatever the catalogue says', () => {
    const { result } = renderHook(() => useCodedText());

    expect(result.current.marketType('SMALL GROUP', 'smallGroup')).toBe('SMALL GROUP');
    expect(result.current.groupMarketType('Employer', 'employer')).toBe('Employer');
  });

  it('shows a market in Spanish by its code', async () => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useCodedText());

    expect(result.current.marketType('Individual', 'individual')).toBe('Mercado individual');
    expect(result.current.marketType('small group', 'smallGroup')).toBe('Grupos pequeños');
    expect(result.current.marketType('Large Group', 'largeGroup')).toBe('Grupos grandes');
    expect(result.current.marketType('Group', 'group')).toBe('Grupal');
    expect(result.current.groupMarketType('Trust', 'trust')).toBe('Fideicomiso');
  });

  it('shows a market without a code as the server sent it, and an empty one as not provided', async () => {
    await act(() => chooseLanguage('es'));
    const { result } = renderHook(() => useCodedText());

    expect(result.current.marketType('Medicare Supplement', null)).toBe('Medicare Supplement');
    expect(result.current.groupMarketType('Union', undefined)).toBe('Union');
    expect(result.current.marketType(' ', null)).toBeNull();
    expect(result.current.groupMarketType(null, 'employer')).toBeNull();
  });
});
