import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import { publicCommentsSwitchQueryKey } from './get-public-comments-switch';

/**
 * The public Rate Page's own reading of the switch (`GET /public-comments`, filing feature).
 * Named here by its key rather than imported, since features do not import each other.
 */
const PUBLIC_SWITCH_QUERY_KEY = ['public-comments'] as const;

/**
 * `GET /api/public-comments/enable` or `/disable` (SPEC 4.3, 7.3): switches public commenting
 * on or off and answers with the new state.
 */
export async function setPublicComments(allowed: boolean): Promise<boolean> {
  const answer = await answerOf(adminApi.GET(allowed ? '/api/public-comments/enable' : '/api/public-comments/disable'));
  return answer === true;
}

/**
 * Switches public commenting; the screen shows the server's answer, and the public Rate
 * Page reads the switch afresh (its Comment button shows or hides, SPEC 4.3).
 */
export function useSetPublicComments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'public-comments', 'set'],
    mutationFn: setPublicComments,
    onSuccess: (allowed) => {
      queryClient.setQueryData(publicCommentsSwitchQueryKey, allowed);
      return queryClient.invalidateQueries({ queryKey: PUBLIC_SWITCH_QUERY_KEY });
    },
  });
}
