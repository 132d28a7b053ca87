import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import type { SiteProfile } from '../types';

/** `GET /site-profile`: the deployment's names, contact block and outside links. */
export function getSiteProfile(signal?: AbortSignal): Promise<SiteProfile> {
  return getJson<SiteProfile>('/site-profile', signal);
}

/** The profile changes only with a deployment; load it once per visit. */
export const siteProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['site-profile'],
    queryFn: ({ signal }) => getSiteProfile(signal),
    staleTime: Infinity,
  });

/**
 * The site profile. The root route's loader fetches it before any screen is
 * shown, so this never suspends in practice.
 */
export function useSiteProfile(): SiteProfile {
  return useSuspenseQuery(siteProfileQueryOptions()).data;
}
