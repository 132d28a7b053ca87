import { adminApi } from '@/lib/admin-api-client';
import { useReadQuery } from '@/lib/read-query';
import { answerOf } from '@/lib/api-client';

/** `GET /api/public-comments`: whether public commenting is allowed now (SPEC 4.3); only `true` allows it. */
export async function getPublicCommentsSwitch(signal?: AbortSignal): Promise<boolean> {
  return (await answerOf(adminApi.GET('/api/public-comments', { signal }))) === true;
}

/** The key the switch's toggle writes its answer to. */
export const publicCommentsSwitchQueryKey = ['admin', 'public-comments'] as const;

export function usePublicCommentsSwitch() {
  return useReadQuery(publicCommentsSwitchQueryKey, getPublicCommentsSwitch);
}
