import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { insurerFixture, signInForTests } from '@/testing/staff-session';

describe('routes', () => {
  it.each([
    ['/', 'Health Insurance Rate Review - Home'],
    ['/compare', 'Health Insurance Rate Review - Compare Plans'],
    ['/measures', 'Health Insurance Rate Review - Quality Measures'],
    ['/rates', 'Health Insurance Rate Review - Latest Rates'],
    ['/company/101', 'Health Insurance Rate Review - Company Information'],
    ['/company/3/rate/159/1/2', 'Health Insurance Rate Review - Rate Information'],
    ['/data', 'Health Insurance Rate Review - Open Data'],
    ['/no-such-page', 'Health Insurance Rate Review - Page not found'],
  ])('titles %s as "{product} - {page title}"', async (path, title) => {
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each(['/company/42/rate/1/2', '/company/42/filings', '/nowhere/at/all'])(
    'shows an accessible "Page not found" screen for %s',
    async (path) => {
      renderRoute(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('link', { name: 'home page' }));
      expect(screen.getByRole('navigation', { name: 'Site sections' })).toBeInTheDocument();
    },
  );

  it('keeps one h1 per page', async () => {
    renderRoute('/compare');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the generic error when the site profile cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(api('/site-profile'), () => apiError(503, 'unavailable', 'Database is down')));
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });

  // SPEC 2.2, 6: a refused staff screen is the public home, title included.
  it.each(['/secured/users', '/admin/comments', '/secured/companies'])(
    'shows an insurer at %s exactly what / shows',
    async (path) => {
      signInForTests(insurerFixture);
      const home = await settledPage('/');
      cleanup();

      signInForTests(insurerFixture);
      const refused = await settledPage(path);

      expect(refused).toEqual(home);
      expect(refused.title).toBe('Health Insurance Rate Review - Home');
      expect(refused.current).toEqual(['Home']);
    },
  );
});

/** What a page shows once loaded: the title, the sub-navigation's current link and the main content. */
async function settledPage(path: string) {
  renderRoute(path);
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 2, name: 'Quality Measures' });
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  const subNav = screen.queryByRole('navigation', { name: 'Site sections' });
  return {
    title: document.title,
    current: subNav ? within(subNav).getAllByRole('link', { current: 'page' }).map((link) => link.textContent) : null,
    main: main.innerHTML,
  };
}
