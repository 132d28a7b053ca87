import { describe, expect, it } from 'vitest';
import { administratorFixture, insurerFixture } from '@/testing/staff-session';
import { isAllowed, ROLE_ADMINISTRATOR, ROLE_INSURANCE } from './access';

describe('route access (SPEC 2.2, 6)', () => {
  const both = { ...administratorFixture, roles: [ROLE_ADMINISTRATOR, ROLE_INSURANCE] };

  it('lets every signed-in user through a route without a rule', () => {
    expect(isAllowed(insurerFixture, undefined)).toBe(true);
  });

  it('allRoles needs every listed role', () => {
    const rule = { allRoles: [ROLE_ADMINISTRATOR, ROLE_INSURANCE] };
    expect(isAllowed(both, rule)).toBe(true);
    expect(isAllowed(administratorFixture, rule)).toBe(false);
  });

  it('anyRoles needs one of them', () => {
    expect(isAllowed(administratorFixture, { anyRoles: [ROLE_ADMINISTRATOR] })).toBe(true);
    expect(isAllowed(insurerFixture, { anyRoles: [ROLE_ADMINISTRATOR] })).toBe(false);
    expect(isAllowed(insurerFixture, { anyRoles: [ROLE_ADMINISTRATOR, ROLE_INSURANCE] })).toBe(true);
  });

  it('a custom check decides too', () => {
    const ownCompany = { check: (user: typeof insurerFixture) => user.companyPk === 1 };
    expect(isAllowed(insurerFixture, ownCompany)).toBe(true);
    expect(isAllowed({ ...insurerFixture, companyPk: 2 }, ownCompany)).toBe(false);
  });
});
