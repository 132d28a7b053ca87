import { adminApi } from '@/lib/admin-api-client';
import { useReadQuery } from '@/lib/read-query';
import { answerOf } from '@/lib/api-client';
import type { StaffUser } from '../types';

/** `GET /api/users`: every staff user, by last name then first name. */
export function getUsers(signal?: AbortSignal): Promise<StaffUser[]> {
  return answerOf(adminApi.GET('/api/users', { signal }));
}

/** Saving a user (or flipping its status) invalidates this key. */
export const usersQueryKey = ['admin', 'users'] as const;

export function useUsers() {
  return useReadQuery(usersQueryKey, getUsers);
}
