import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import { useReadQuery } from '@/lib/read-query';
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

export function useSpanishQualityMeasure() {
  return useReadQuery(adminSpanishQualityMeasureQueryKey, getSpanishQualityMeasure, { staleTime: 0 });
}
