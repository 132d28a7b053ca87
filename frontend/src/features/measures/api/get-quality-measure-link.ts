import { queryOptions, useQuery } from '@tanstack/react-query';
import { getText } from '@/lib/api-client';

/** `GET /insurance-forms/quality-measure-link`: the report's address, plain text. */
export async function getQualityMeasureLink(signal?: AbortSignal): Promise<string> {
  return (await getText('/insurance-forms/quality-measure-link', signal)).trim();
}

export const qualityMeasureLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['quality-measure', 'link'],
    queryFn: ({ signal }) => getQualityMeasureLink(signal),
  });

export function useQualityMeasureLink() {
  return useQuery(qualityMeasureLinkQueryOptions());
}
