import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { SignInBinding } from '../types';
import { userSignInQueryKey } from './get-user-sign-in';

/**
 * `POST /api/users/{userId}/reset-sign-in`: unties the account from the sign-in it was first
 * used with, so the next sign-in with the user's e-mail or UID is tied to it instead.
 */
export function resetUserSignIn(userPk: number): Promise<SignInBinding> {
  return answerOf(adminApi.POST('/api/users/{userId}/reset-sign-in', { params: { path: { userId: userPk } } }));
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
