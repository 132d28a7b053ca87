import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newTabLinkName } from '@/testing/names';
import { renderRoute } from '@/testing/render-route';

describe('public layout', () => {
  it('shows the department contact block from the site profile as the footer', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('heading', { name: 'Lakeland Insurance Department' })).toBeInTheDocument();
    expect(within(footer).getByText('1200 Capitol Avenue, Suite 400')).toBeInTheDocument();
    expect(within(footer).getByText('Harbor City, LK 55501')).toBeInTheDocument();
    expect(within(footer).getByText(/Consumer Services:/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(555) 010-4400' })).toHaveAttribute('href', 'tel:+15550104400');
    expect(within(footer).getByText(/Toll free:/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(800) 555-0144' })).toHaveAttribute('href', 'tel:+18005550144');
    expect(within(footer).getByRole('link', { name: 'rate.review@insurance.lakeland.example' })).toHaveAttribute(
      'href',
      'mailto:rate.review@insurance.lakeland.example',
    );
  });

  it('links the footer to the open data', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('link', { name: 'Open data' })).toHaveAttribute('href', '/data');
  });

  it('shows the site title back to the home page and only Sign In in the main menu', async () => {
    renderRoute('/compare');
    const banner = await screen.findByRole('banner');

    expect(within(banner).getByRole('link', { name: 'Lakeland Health Insurance Transparency' })).toHaveAttribute('href', '/');
    const menu = within(banner).getByRole('navigation', { name: 'Main menu' });
    const items = within(menu).getAllByRole('link');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveAccessibleName('Sign In');
    expect(items[0]).toHaveAttribute('href', '/secured/home');
  });

  it.each([
    ['/', 'Home'],
    ['/compare', 'Compare Plans'],
    ['/measures', 'Quality Measures'],
  ])('highlights the current page %s in the sub-navigation', async (path, current) => {
    renderRoute(path);
    const subNav = await screen.findByRole('navigation', { name: 'Site sections' });

    expect(within(subNav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    const others = within(subNav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(others).toHaveLength(1);
  });

  it('opens Consumer Guide and News in a new tab and says so', async () => {
    renderRoute('/');
    const subNav = await screen.findByRole('navigation', { name: 'Site sections' });

    const guide = within(subNav).getByRole('link', { name: newTabLinkName('Consumer Guide') });
    expect(guide).toHaveAttribute('href', 'https://insurance.lakeland.example/consumers/health-reform-guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    const news = within(subNav).getByRole('link', { name: newTabLinkName('News') });
    expect(news).toHaveAttribute('href', 'https://insurance.lakeland.example/news');
    expect(news).toHaveAttribute('target', '_blank');
  });

  it('offers a skip link that moves focus to the main content', async () => {
    const { user } = renderRoute('/compare');
    await screen.findByRole('banner');

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves focus to the new page and retitles it after following a sub-navigation link', async () => {
    const { user } = renderRoute('/');
    const subNav = await screen.findByRole('navigation', { name: 'Site sections' });

    await user.click(within(subNav).getByRole('link', { name: 'Compare Plans' }));

    expect(await screen.findByRole('button', { name: 'Search Now' })).toBeInTheDocument();
    // The focus moves in an effect after the new page is committed, which the DOM query above
    // can see first.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(within(subNav).getByRole('link', { name: 'Compare Plans' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Compare Plans'));
  });
});
