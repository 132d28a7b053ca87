import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { StaffUser } from '../types';

/** `GET /api/users`: every staff user, by last name then first name. */
export function getUsers(signal?: AbortSignal): Promise<StaffUser[]> {
  return answerOf(adminApi.GET('/api/users', { signal }));
}

/** Saving a user (or flipping its status) invalidates this key. */
export const usersQueryKey = ['admin', 'users'] as const;

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => getUsers(signal),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
