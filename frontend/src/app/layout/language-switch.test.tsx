import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, startInPreferredLanguage } from '@/lib/i18n/choose-language';
import { i18n } from '@/lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import es from '@/locales/es/layout.json';
import esCommon from '@/locales/es/common.json';
import { renderRoute } from '@/testing/render-route';
import { administratorFixture, signInForTests } from '@/testing/staff-session';

// The header's language switch, remembered, <html lang> following it; the staff
// area stays English.

describe('language switch', () => {
  it('names each language in its own language and marks the one shown as pressed', async () => {
    renderRoute('/');
    const banner = await screen.findByRole('banner');
    const group = within(banner).getByRole('group', { name: 'Language' });

    const english = within(group).getByRole('button', { name: 'English' });
    const spanish = within(group).getByRole('button', { name: 'Español' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(spanish).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the site in Spanish at once, remembers the choice and sets <html lang>, the address unchanged', async () => {
    const { user, router } = renderRoute('/compare');
    await user.click(await screen.findByRole('button', { name: 'Español' }));

    const subNav = await screen.findByRole('navigation', { name: es.subNav.label });
    expect(within(subNav).getByRole('link', { name: es.subNav.compare })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: es.language.label })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(router.state.location.pathname).toBe('/compare');
    await waitFor(() => expect(document.title).toBe(`Health Insurance Rate Review - ${esCommon.titles.compare}`));

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Site sections' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('starts in the remembered language, else in the first of the browser languages the site has', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    await act(() => startInPreferredLanguage());
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await act(() => startInPreferredLanguage());
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps staff screens in English, without the switch, whatever the visitor chose', async () => {
    await act(() => chooseLanguage('es'));
    signInForTests(administratorFixture);
    renderRoute('/secured/home');

    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('group', { name: es.language.label })).not.toBeInTheDocument();
    expect(await within(banner).findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });
});
