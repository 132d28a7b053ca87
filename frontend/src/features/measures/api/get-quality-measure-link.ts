import { queryOptions, useQuery } from '@tanstack/react-query';
import { textOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';

/** `GET /insurance-forms/quality-measure-link`: the report's address, plain text. */
export async function getQualityMeasureLink(signal?: AbortSignal): Promise<string> {
  return (await textOf(publicApi.GET('/insurance-forms/quality-measure-link', { signal, parseAs: 'text' }))).trim();
}

export const qualityMeasureLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['quality-measure', 'link'],
    queryFn: ({ signal }) => getQualityMeasureLink(signal),
  });

export function useQualityMeasureLink() {
  return useQuery(qualityMeasureLinkQueryOptions());
}
