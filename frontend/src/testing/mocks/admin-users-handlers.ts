import { http, HttpResponse, type RequestHandler } from 'msw';
import type { StaffUser, UserSaveRequest } from '@/lib/api/admin-api';
import { api } from './api';
import { boundSignInFixture, staffUsersFixture, storedQualityMeasureFixture, userCompaniesFixture } from './admin-users-fixtures';

/** `POST /api/users` answers the saved user: the body echoed back in the list's shape. */
function savedUser(body: UserSaveRequest): StaffUser {
  const umdId = body.umdId;
  const roleFk = body.roleFk ?? 2;
  return {
    userPk: body.userPk ?? 99,
    firstName: body.firstName,
    lastName: body.lastName,
    fullName: `${body.firstName} ${body.lastName}`,
    email: body.email,
    umdId,
    active: body.active ?? true,
    roleFk,
    role: roleFk === 1 ? 'Insurance' : 'Administrator',
    companyPk: body.companyPk ?? null,
    companyName: null,
    userRole: { umdId, roleFk },
  };
}

/** The admin API's answers for Users and the Measure Note Editor (SPEC 2.14, 2.15): fixtures, no logic. */
export const adminUsersHandlers: RequestHandler[] = [
  http.get(api('/api/users'), () => HttpResponse.json(staffUsersFixture)),
  http.post(api('/api/users'), async ({ request }) => {
    const body = (await request.json()) as UserSaveRequest;
    return HttpResponse.json(savedUser(body), { status: body.userPk ? 200 : 201 });
  }),
  // The Edit user dialog's Sign-in part: every user has signed in; a reset answers it unbound.
  http.get(api('/api/users/:userPk/sign-in'), ({ params }) => HttpResponse.json(boundSignInFixture(Number(params.userPk)))),
  http.post(api('/api/users/:userPk/reset-sign-in'), ({ params }) =>
    HttpResponse.json({ userPk: Number(params.userPk), bound: false, boundAt: null }),
  ),
  // The user dialog's Company select; the Companies screen's own handlers, listed first, may answer instead.
  http.get(api('/api/companies'), () => HttpResponse.json(userCompaniesFixture)),
  http.post(api('/api/insurance-forms/quality-measure-note/:note'), () => HttpResponse.json(storedQualityMeasureFixture)),
  http.post(api('/api/insurance-forms/quality-measure-link/:link'), () => HttpResponse.json(storedQualityMeasureFixture)),
  http.get(api('/api/insurance-forms/quality-measure-spanish'), () => HttpResponse.json({ note: '', link: '' })),
  http.post(api('/api/insurance-forms/quality-measure-spanish'), async ({ request }) => HttpResponse.json(await request.json())),
];
