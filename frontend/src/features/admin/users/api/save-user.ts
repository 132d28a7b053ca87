import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { StaffUser, UserSaveRequest } from '../types';
import { usersQueryKey } from './get-users';

/**
 * `POST /api/users`: creates a user (no `userPk`) or updates one. The server runs the SPEC 5.3
 * checks again and refuses with its own message (409 'Email already used.', 400 'A role is
 * required.', ...), which the `ApiError` carries.
 */
export function saveUser(user: UserSaveRequest): Promise<StaffUser> {
  return answerOf(adminApi.POST('/api/users', { body: user }));
}

/** Saves a user and reloads the list. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', 'save'],
    mutationFn: saveUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
