import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { ModeratedComment, ModerationAction, ModerationBody } from '../types';
import { commentsQueryKey } from './get-comments';

/**
 * The public pages' filing answers (latest rates, Rate Page), under the key prefix the
 * filing feature uses; a published comment appears there, so they are read afresh.
 */
const PUBLIC_FILINGS_QUERY_KEY = ['filings'] as const;

/**
 * `POST /api/comments/authorize` (Approve), `/reject` (Reject) or `/post` (Mark Posted):
 * sends the whole comment, note and approver included (SPEC 4.2), and answers with the
 * comment in its new state.
 */
export function moderateComment(action: ModerationAction, comment: ModerationBody): Promise<ModeratedComment> {
  return answerOf(adminApi.POST(`/api/comments/${action}`, { body: comment }));
}

/**
 * Moderates a comment. Afterwards the list shows the server's answer for that comment at
 * once and is then loaded again in full (SPEC 2.16), since others may moderate too.
 */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'comments', 'moderate'],
    mutationFn: ({ action, comment }: { action: ModerationAction; comment: ModerationBody }) =>
      moderateComment(action, comment),
    onSuccess: (moderated) => {
      queryClient.setQueryData<ModeratedComment[]>(commentsQueryKey, (comments) =>
        comments?.map((comment) => (comment.commentKey === moderated.commentKey ? moderated : comment)),
      );
      void queryClient.invalidateQueries({ queryKey: commentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_FILINGS_QUERY_KEY });
    },
  });
}
