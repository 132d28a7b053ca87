import { queryOptions } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { SpanishQualityMeasure } from '@/lib/api/public-api';

/** `GET /insurance-forms/quality-measure-spanish`: the note and link in Spanish, '' where none. */
export function getQualityMeasureSpanish(signal?: AbortSignal): Promise<SpanishQualityMeasure> {
  return answerOf(publicApi.GET('/insurance-forms/quality-measure-spanish', { signal }));
}

/** Under the `quality-measure` key prefix, so a staff edit reloads it with the English ones. */
export const qualityMeasureSpanishQueryOptions = () =>
  queryOptions({
    queryKey: ['quality-measure', 'spanish'],
    queryFn: ({ signal }) => getQualityMeasureSpanish(signal),
  });
