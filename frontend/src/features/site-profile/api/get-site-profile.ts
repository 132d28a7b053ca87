import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { readQueryOptions } from '@/lib/read-query';
import type { SiteProfile } from '../types';
import { profileInLanguage } from './profile-in-language';

/** `GET /site-profile`: the deployment's names, contact block and outside links. */
export function getSiteProfile(signal?: AbortSignal): Promise<SiteProfile> {
  return answerOf(publicApi.GET('/site-profile', { signal }));
}

/** The profile changes only with a deployment; load it once per visit. */
export const siteProfileQueryOptions = () =>
  readQueryOptions(['site-profile'], getSiteProfile, { staleTime: Infinity });

/**
 * The site profile in the language shown (the department's Spanish texts where given,
 * field by field; staff screens are always English). The root route's loader fetches it before
 * any screen is shown, so this never suspends in practice.
 */
export function useSiteProfile(): SiteProfile {
  const profile = useSuspenseQuery(siteProfileQueryOptions()).data;
  const { i18n } = useTranslation();
  return useMemo(() => profileInLanguage(profile, i18n.language), [profile, i18n.language]);
}
