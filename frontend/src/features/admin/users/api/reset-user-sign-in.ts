import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api-client';
import type { SignInBinding } from '../types';
import { userSignInQueryKey } from './get-user-sign-in';

/**
 * `POST /api/users/{userId}/reset-sign-in`: unties the account from the sign-in it was first
 * used with, so the next sign-in with the user's e-mail or UID is tied to it instead.
 */
export function resetUserSignIn(userPk: number): Promise<SignInBinding> {
  return adminRequest<SignInBinding>(`/api/users/${userPk}/reset-sign-in`, { method: 'POST' });
}

/** Resets a user's sign-in and stores the answer as the user's sign-in status. */
export function useResetUserSignIn(userPk: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', userPk, 'reset-sign-in'],
    mutationFn: () => resetUserSignIn(userPk),
    onSuccess: (binding) => queryClient.setQueryData(userSignInQueryKey(userPk), binding),
  });
}
