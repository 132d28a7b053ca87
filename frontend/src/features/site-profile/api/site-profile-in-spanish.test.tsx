import { act } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { siteProfileFixture } from '@/testing/mocks/fixtures';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { profileInLanguage } from './profile-in-language';

// The department's texts in Spanish (config/site-profile.json `es`), field by
// field falling back to English.

const withSpanish = {
  ...siteProfileFixture,
  es: {
    siteTitle: 'Transparencia de seguros médicos de Lakeland',
    departmentName: 'Departamento de Seguros de Lakeland',
    phoneLabels: { '(800) 555-0144': 'Línea gratuita' },
  },
};

describe('the site profile in Spanish', () => {
  it('shows the Spanish header title, department name and phone label in Spanish, English where none', async () => {
    server.use(http.get(api('/site-profile'), () => HttpResponse.json(withSpanish)));
    await act(() => chooseLanguage('es'));
    renderRoute('/');

    expect(await screen.findByRole('link', { name: /Transparencia de seguros médicos de Lakeland/ })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Departamento de Seguros de Lakeland' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Línea gratuita: (800) 555-0144');
    expect(footer).toHaveTextContent('Consumer Services: (555) 010-4400');
  });

  it('keeps the English texts in English and when no Spanish ones are given', () => {
    expect(profileInLanguage(withSpanish, 'en')).toBe(withSpanish);
    expect(profileInLanguage(siteProfileFixture, 'es')).toBe(siteProfileFixture);
    const spanish = profileInLanguage(withSpanish, 'es');
    expect(spanish.productTitle).toBe('Health Insurance Rate Review');
    expect(spanish.phones.map((phone) => phone.label)).toEqual(['Consumer Services', 'Línea gratuita']);
  });
});
