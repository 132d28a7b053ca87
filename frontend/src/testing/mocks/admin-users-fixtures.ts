import type { AdminCompany, QualityMeasure, SignInBinding, StaffUser, UserSaveRequest } from '@/lib/api/admin-api';

/** A staff user as `GET /api/users` lists them. */
function staffUser(
  user: Pick<StaffUser, 'userPk' | 'firstName' | 'lastName' | 'email' | 'umdId' | 'active' | 'roleFk'> &
    Partial<Pick<StaffUser, 'companyPk' | 'companyName'>>,
): StaffUser {
  return {
    ...user,
    fullName: `${user.firstName} ${user.lastName}`,
    role: user.roleFk === 1 ? 'Insurance' : 'Administrator',
    companyPk: user.companyPk ?? null,
    companyName: user.companyName ?? null,
    userRole: { umdId: user.umdId, roleFk: user.roleFk },
  };
}

/** `GET /api/users`: by last name, as the server sends them; one inactive, two insurers. */
export const staffUsersFixture: StaffUser[] = [
  staffUser({
    userPk: 4,
    firstName: 'Jordan',
    lastName: 'Castillo',
    email: 'jordan.castillo@insurance.lakeland.example',
    umdId: 100003,
    active: true,
    roleFk: 2,
  }),
  staffUser({
    userPk: 2,
    firstName: 'Marcus',
    lastName: 'Lee',
    email: 'marcus.lee@bluelakehealth.example',
    umdId: 200001,
    active: true,
    roleFk: 1,
    companyPk: 1,
    companyName: 'Blue Lake Health Plan',
  }),
  staffUser({
    userPk: 3,
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@insurance.lakeland.example',
    umdId: 100002,
    active: false,
    roleFk: 2,
  }),
  staffUser({
    userPk: 1,
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana.whitfield@insurance.lakeland.example',
    umdId: 100001,
    active: true,
    roleFk: 2,
  }),
];

/** A company as `GET /api/companies` lists it, with only what the user dialog reads filled in. */
function company(companyPk: number, companyName: string, active = 1): AdminCompany {
  return { companyPk, companyName, coCode: 10000 + companyPk, active, needsReview: false, products: [] };
}

/** `GET /api/companies` for the user dialog's Company select: by name, one inactive. */
export const userCompaniesFixture: AdminCompany[] = [
  company(1, 'Blue Lake Health Plan'),
  company(7, 'Old Mill Health Benefit Company', 0),
  company(3, 'Tamarack Health Cooperative'),
];

/** What `POST /api/insurance-forms/quality-measure-*` answers: the note and link as stored. */
export const storedQualityMeasureFixture: QualityMeasure = {
  note: 'Quality ratings help you compare plans.\nRatings are updated every year.',
  link: 'https://insurance.lakeland.example/reports/quality-2026.pdf',
};

/** `GET /api/users/{userId}/sign-in` for a user who has signed in. */
export const boundSignInFixture = (userPk: number): SignInBinding => ({
  userPk,
  bound: true,
  boundAt: '2026-11-02T15:04:05.000000Z',
});

/** What Save sends for the new Administrator 'Ana Diaz', UID 100777 (`POST /api/users`). */
export const newAdministratorRequest: UserSaveRequest = {
  userPk: null,
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana.diaz@insurance.lakeland.example',
  umdId: 100777,
  active: true,
  roleFk: 2,
  companyPk: null,
};
