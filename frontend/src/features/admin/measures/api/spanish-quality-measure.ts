import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { SpanishQualityMeasure } from '../types';

/** `GET /api/insurance-forms/quality-measure-spanish`: the Spanish note and link, '' where none. */
export function getSpanishQualityMeasure(signal?: AbortSignal): Promise<SpanishQualityMeasure> {
  return answerOf(adminApi.GET('/api/insurance-forms/quality-measure-spanish', { signal }));
}

/** `POST /api/insurance-forms/quality-measure-spanish {note, link}`: both at once; '' clears one. */
export function saveSpanishQualityMeasure(spanish: SpanishQualityMeasure): Promise<SpanishQualityMeasure> {
  return answerOf(
    adminApi.POST('/api/insurance-forms/quality-measure-spanish', {
      body: { note: spanish.note, link: spanish.link.trim() },
    }),
  );
}

export const adminSpanishQualityMeasureQueryKey = ['admin', 'quality-measure', 'spanish'] as const;

export const spanishQualityMeasureQueryOptions = () =>
  queryOptions({
    queryKey: adminSpanishQualityMeasureQueryKey,
    queryFn: ({ signal }) => getSpanishQualityMeasure(signal),
    staleTime: 0,
  });

export function useSpanishQualityMeasure() {
  return useQuery(spanishQualityMeasureQueryOptions());
}
