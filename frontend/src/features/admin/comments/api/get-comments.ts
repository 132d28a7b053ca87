import { adminApi } from '@/lib/admin-api-client';
import { useReadQuery } from '@/lib/read-query';
import { answerOf } from '@/lib/api-client';
import type { ModeratedComment } from '../types';

/** `GET /api/comments`: every comment in every moderation state, newest first. */
export function getComments(signal?: AbortSignal): Promise<ModeratedComment[]> {
  return answerOf(adminApi.GET('/api/comments', { signal }));
}

/** The key the moderation actions invalidate. */
export const commentsQueryKey = ['admin', 'comments'] as const;

export function useComments() {
  return useReadQuery(commentsQueryKey, getComments);
}
