import { textOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { useReadQuery } from '@/lib/read-query';
import type { QualityMeasure } from '../types';

/**
 * The note and link as the public reads them (`GET /insurance-forms/quality-measure-note` and
 * `/quality-measure-link`, SPEC 7.2): the admin API has no read of its own for them, and
 * this way the editor shows exactly what visitors see.
 */
export async function getQualityMeasure(signal?: AbortSignal): Promise<QualityMeasure> {
  const [note, link] = await Promise.all([
    textOf(publicApi.GET('/insurance-forms/quality-measure-note', { signal, parseAs: 'text' })),
    textOf(publicApi.GET('/insurance-forms/quality-measure-link', { signal, parseAs: 'text' })),
  ]);
  return { note, link: link.trim() };
}

/** The editor's own key; saving also invalidates the public pages' `['quality-measure', ...]` keys. */
export const adminQualityMeasureQueryKey = ['admin', 'quality-measure'] as const;

export function useQualityMeasure() {
  // Staff edit this text: always show what is stored now.
  return useReadQuery(adminQualityMeasureQueryKey, getQualityMeasure, { staleTime: 0 });
}
