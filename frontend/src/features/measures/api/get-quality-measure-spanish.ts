import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import type { SpanishQualityMeasure } from '@/lib/api/public-api';

/** `GET /insurance-forms/quality-measure-spanish`: the note and link in Spanish, '' where none. */
export function getQualityMeasureSpanish(signal?: AbortSignal): Promise<SpanishQualityMeasure> {
  return getJson<SpanishQualityMeasure>('/insurance-forms/quality-measure-spanish', signal);
}

/** Under the `quality-measure` key prefix, so a staff edit reloads it with the English ones. */
export const qualityMeasureSpanishQueryOptions = () =>
  queryOptions({
    queryKey: ['quality-measure', 'spanish'],
    queryFn: ({ signal }) => getQualityMeasureSpanish(signal),
  });
