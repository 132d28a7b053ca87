import { http, HttpResponse, type RequestHandler } from 'msw';
import type { CurrentUser, SignInSettings } from '@/lib/api/admin-api';
import { api } from './api';

/** `GET /api/sign-in-settings`: the dev provider. */
export const signInSettingsFixture: SignInSettings = {
  authority: 'http://localhost:8083',
  clientId: 'rate-review-spa',
  scope: 'openid profile email api://rate-review-admin/admin.access',
};

/** `GET /api/users/active` for the dev provider's administrator. */
export const currentAdministratorFixture: CurrentUser = {
  userPk: 1,
  firstName: 'Dana',
  lastName: 'Whitfield',
  fullName: 'Dana Whitfield',
  name: 'Dana Whitfield',
  email: 'dana.whitfield@insurance.lakeland.example',
  umdId: 100001,
  active: true,
  roleFk: 2,
  role: 'Administrator',
  roles: ['Administrator'],
  companyPk: null,
  userRole: { umdId: 100001, roleFk: 2 },
};

/** The admin API's answers for signing in: fixtures, no logic. */
export const adminSessionHandlers: RequestHandler[] = [
  http.get(api('/api/sign-in-settings'), () => HttpResponse.json(signInSettingsFixture)),
  http.get(api('/api/users/active'), () => HttpResponse.json(currentAdministratorFixture)),
];
