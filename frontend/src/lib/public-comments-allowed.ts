import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { PublicCommentsAllowed } from '@/lib/api/public-api';

/** `GET /public-comments`: whether public commenting is switched on (SPEC 4.3); only `true` allows it. */
export async function getPublicCommentsAllowed(signal?: AbortSignal): Promise<PublicCommentsAllowed> {
  return (await answerOf(publicApi.GET('/public-comments', { signal }))) === true;
}

/**
 * Staff can switch commenting off at any time: read the switch afresh on every visit to a page that
 * offers commenting or counts down to its end (the Rate Page, Latest Rates).
 */
export const publicCommentsAllowedQueryOptions = () =>
  queryOptions({
    queryKey: ['public-comments'],
    queryFn: ({ signal }) => getPublicCommentsAllowed(signal),
    staleTime: 0,
  });

export function usePublicCommentsAllowed() {
  return useQuery(publicCommentsAllowedQueryOptions());
}
