import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { SignInBinding } from '../types';

/** `GET /api/users/{userId}/sign-in`: whether the user has signed in, and so is bound to that sign-in. */
export function getUserSignIn(userPk: number, signal?: AbortSignal): Promise<SignInBinding> {
  return answerOf(adminApi.GET('/api/users/{userId}/sign-in', { params: { path: { userId: userPk } }, signal }));
}

/** Resetting the user's sign-in invalidates this key. */
export const userSignInQueryKey = (userPk: number) => ['admin', 'users', userPk, 'sign-in'] as const;

export const userSignInQueryOptions = (userPk: number) =>
  queryOptions({
    queryKey: userSignInQueryKey(userPk),
    queryFn: ({ signal }) => getUserSignIn(userPk, signal),
    // The user signs in elsewhere, at any time: each opening of the dialog asks again.
    staleTime: 0,
  });

export function useUserSignIn(userPk: number) {
  return useQuery(userSignInQueryOptions(userPk));
}
