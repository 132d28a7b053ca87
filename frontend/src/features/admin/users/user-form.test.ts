import { describe, expect, it } from 'vitest';
import { newAdministratorRequest, staffUsersFixture } from '@/testing/mocks/admin-users-fixtures';
import { newUserForm, userFormResolver, type UserForm } from './user-form';

const resolve = (form: UserForm) =>
  userFormResolver(staffUsersFixture)(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the user form schema (SPEC 5.3)', () => {
  it('reports only the first problem, SPEC 5.3 before the fields: e-mail, UID, then role', async () => {
    const everythingWrong = { ...newUserForm(), email: ' Marcus.Lee@BlueLakeHealth.example ', umdId: '100003' };
    expect(Object.keys((await resolve(everythingWrong)).errors)).toEqual(['email']);
    expect((await resolve(everythingWrong)).errors.email?.message).toBe('Email already used.');

    const uidTaken = { ...everythingWrong, email: 'ana.diaz@insurance.lakeland.example' };
    expect((await resolve(uidTaken)).errors).toEqual({ umdId: expect.objectContaining({ message: 'UID already used.' }) });

    const noRole = { ...uidTaken, umdId: '100777' };
    expect((await resolve(noRole)).errors).toEqual({ roleFk: expect.objectContaining({ message: 'A role is required.' }) });
  });

  it('turns a valid form into the save request: trimmed, the UID a number, no company for an Administrator', async () => {
    const form = {
      ...newUserForm(),
      firstName: ' Ana ',
      lastName: 'Diaz',
      email: ' ana.diaz@insurance.lakeland.example',
      umdId: '100777 ',
      roleFk: '2',
      companyPk: '3',
    };

    expect(await resolve(form)).toEqual({
      values: newAdministratorRequest,
      errors: {},
    });
  });

  it("leaves the user being edited out of 'another user'", async () => {
    const jordan = staffUsersFixture[0]!;
    const form: UserForm = {
      userPk: jordan.userPk,
      firstName: jordan.firstName,
      lastName: jordan.lastName,
      email: jordan.email,
      umdId: String(jordan.umdId),
      active: true,
      roleFk: '2',
      companyPk: '',
    };

    expect((await resolve(form)).errors).toEqual({});
  });
});
