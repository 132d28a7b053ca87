import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/auth/session';
import { LAST_LOCATION_KEY, LOGGED_IN_USER_KEY, OIDC_USER_KEY, rememberLocation } from '@/lib/auth/stored-session';
import { currentAdministratorFixture } from '@/testing/mocks/admin-session-handlers';
import { api, apiError } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoute } from '@/testing/render-route';
import { administratorFixture, fakeAccessToken, insurerFixture, signInForTests } from '@/testing/staff-session';
import { expectPublicHomeForInsurer } from '@/testing/staff-access';

// The identity provider itself is exercised end to end (e2e/staff-sign-in.e2e.test.ts);
// here its client is replaced so the screens around it can be tested.
const oidc = vi.hoisted(() => ({
  redirectToSignIn: vi.fn<() => Promise<void>>(),
  completeSignIn: vi.fn(),
  redirectToSignOut: vi.fn<(idToken: string | undefined) => Promise<void>>(),
}));
vi.mock('@/features/admin/auth/oidc-client', () => ({ ...oidc, CALLBACK_PATH: '/auth/callback' }));

beforeEach(() => {
  vi.clearAllMocks();
  oidc.redirectToSignIn.mockResolvedValue(undefined);
  oidc.redirectToSignOut.mockResolvedValue(undefined);
  oidc.completeSignIn.mockResolvedValue({ access_token: fakeAccessToken(), id_token: 'id-token' });
});

const mainMenu = () => within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main menu' });

describe('staff area (SPEC 2.2, 2.3, 2.10, 4.7, 6)', () => {
  it('shows Admin Home to an administrator: the product title, the Dashboard card and the /admin/... buttons', async () => {
    signInForTests();
    renderRoute('/secured/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Health Insurance Rate Review' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Welcome to the Health Insurance Rate Review administration area. Here are common charts, data, and tasks.',
      ),
    ).toBeInTheDocument();
    const buttons = within(screen.getByRole('main')).getAllByRole('link');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('href')])).toEqual([
      ['Filings', '/admin/filings'],
      ['Companies', '/admin/companies'],
      ['Quality Measures', '/admin/edit-quality-measures'],
      ['Comments', '/admin/comments'],
      ['Users', '/admin/users'],
      ['Compare Years', '/admin/compare-years'],
    ]);
    await waitFor(() => expect(document.title).toBe('Health Insurance Rate Review - Dashboard'));
    // Staff screens have no public sub-navigation.
    expect(screen.queryByRole('navigation', { name: 'Site sections' })).not.toBeInTheDocument();
  });

  it('shows the same screen under /admin/home', async () => {
    signInForTests();
    renderRoute('/admin/home');
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('switches the main menu to the staff items, the name split at the first space, and Sign Out', async () => {
    signInForTests();
    renderRoute('/secured/home');
    await screen.findByRole('heading', { level: 2, name: 'Dashboard' });

    const items = within(mainMenu()).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Dashboard',
      'Filings',
      'Companies',
      'Quality Measures',
      'Comments',
      'Users',
      'Compare Years',
      expect.stringMatching(/^Dana Whitfield/),
      'Sign Out',
    ]);
    expect(within(mainMenu()).getByRole('link', { name: /^Dashboard$/ })).toHaveAttribute('href', '/secured/home');
    const profile = within(mainMenu()).getByRole('link', { name: /Dana ?Whitfield/ });
    expect(profile).toHaveAttribute('href', 'https://myprofile.lakeland.example');
    expect(within(profile).getByText('Dana')).toBeInTheDocument();
    expect(within(profile).getByText('Whitfield')).toBeInTheDocument();
  });

  it('shows the same staff menu to an Insurance user (items do not depend on role)', async () => {
    signInForTests(insurerFixture);
    renderRoute('/');
    await screen.findByRole('banner');
    expect(await within(mainMenu()).findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: 'Companies' })).toBeInTheDocument();
  });

  it.each(['/secured/home', '/admin/users', '/secured/compare-years'])(
    'shows the public home in place of %s to an Insurance user',
    async (path) => {
      await expectPublicHomeForInsurer(path);
      expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    },
  );

  it('starts sign-in when nobody is signed in, with a full-page spinner, remembering where the visitor was going', async () => {
    renderRoute('/secured/users');

    expect(await screen.findByText('Signing in…')).toBeInTheDocument();
    await waitFor(() => expect(oidc.redirectToSignIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(LAST_LOCATION_KEY)).toBe('/secured/users');
    expect(getSession().status).toBe('logging-in');
  });

  it('does not restore a session whose token has expired (SPEC 4.7)', async () => {
    signInForTests(administratorFixture, -5);
    renderRoute('/secured/home');
    await waitFor(() => expect(oidc.redirectToSignIn).toHaveBeenCalled());
    expect(localStorage.getItem(OIDC_USER_KEY)).toBeNull();
  });

  it('says so when the sign-in service cannot be reached', async () => {
    oidc.redirectToSignIn.mockRejectedValue(new Error('unreachable'));
    renderRoute('/secured/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
  });

  it('signs the visitor out and in again when the admin API says the token is no longer valid', async () => {
    signInForTests();
    server.use(http.get(api('/api/users'), () => apiError(401, 'unauthorized', 'Sign in again.')));
    renderRoute('/secured/home');
    await screen.findByRole('heading', { level: 2, name: 'Dashboard' });

    const { adminApi } = await import('@/lib/admin-api-client');
    await expect(adminApi.GET('/api/users')).rejects.toMatchObject({ status: 401 });

    await waitFor(() => expect(oidc.redirectToSignIn).toHaveBeenCalled());
    expect(localStorage.getItem(LOGGED_IN_USER_KEY)).toBeNull();
  });

  it('Sign Out clears both users, in memory and storage, then goes to the provider with the id token', async () => {
    signInForTests();
    const { user } = renderRoute('/secured/home');
    await screen.findByRole('heading', { level: 2, name: 'Dashboard' });

    await user.click(within(mainMenu()).getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(oidc.redirectToSignOut).toHaveBeenCalledWith('id'));
    expect(localStorage.getItem(LOGGED_IN_USER_KEY)).toBeNull();
    expect(localStorage.getItem(OIDC_USER_KEY)).toBeNull();
    expect(getSession()).toEqual({ status: 'logged-out', leaving: true });
    // Signing out does not start a new sign-in on the way to the provider.
    expect(oidc.redirectToSignIn).not.toHaveBeenCalled();
  });
});

describe('the sign-in callback (SPEC 4.7, 8)', () => {
  it('loads the staff record with the new token, keeps both users and goes where the visitor was going', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(api('/api/users/active'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(currentAdministratorFixture);
      }),
    );
    rememberLocation('/admin/home');
    const { router } = renderRoute('/auth/callback?code=abc&state=xyz');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
    expect(authorization).toMatch(/^Bearer .+\..+\..+$/);
    expect(JSON.parse(localStorage.getItem(LOGGED_IN_USER_KEY)!)).toMatchObject({
      name: 'Dana Whitfield',
      roles: ['Administrator'],
      email: 'dana.whitfield@insurance.lakeland.example',
      role: 'Administrator',
    });
    expect(JSON.parse(localStorage.getItem(OIDC_USER_KEY)!)).toMatchObject({ id_token: 'id-token' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('takes an Insurance user who pressed Sign In to File Upload, their only screen', async () => {
    server.use(
      http.get(api('/api/users/active'), () =>
        HttpResponse.json({ ...currentAdministratorFixture, roles: ['Insurance'], role: 'Insurance', roleFk: 1, companyPk: 1 }),
      ),
    );
    rememberLocation('/secured/home');
    const { router } = renderRoute('/auth/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/upload'));
  });

  it("shows 'No user were found.' when the staff record cannot be loaded; closing it goes home signed out", async () => {
    server.use(http.get(api('/api/users/active'), () => apiError(403, 'forbidden', 'Not a staff user.')));
    rememberLocation('/secured/users');
    const { user, router } = renderRoute('/auth/callback?code=abc&state=xyz');

    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('No user were found.');
    // Sign-in is over, so is where it was going, whether or not Close is pressed.
    expect(localStorage.getItem(LAST_LOCATION_KEY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(OIDC_USER_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_LOCATION_KEY)).toBeNull();
    expect(getSession().status).toBe('logged-out');
  });

  it('says something went wrong when the provider answer cannot be read, and forgets where sign-in was going', async () => {
    oidc.completeSignIn.mockRejectedValue(new Error('state mismatch'));
    rememberLocation('/secured/users');
    renderRoute('/auth/callback?code=abc&state=xyz');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
    expect(localStorage.getItem(LAST_LOCATION_KEY)).toBeNull();
  });

  it('forgets where sign-in was going when the provider cannot be reached', async () => {
    oidc.redirectToSignIn.mockRejectedValue(new Error('provider down'));
    renderRoute('/secured/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
    expect(localStorage.getItem(LAST_LOCATION_KEY)).toBeNull();
  });
});
