import { textOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { useReadQuery } from '@/lib/read-query';

/** `GET /insurance-forms/quality-measure-link`: the report's address, plain text. */
export async function getQualityMeasureLink(signal?: AbortSignal): Promise<string> {
  return (await textOf(publicApi.GET('/insurance-forms/quality-measure-link', { signal, parseAs: 'text' }))).trim();
}

export function useQualityMeasureLink() {
  return useReadQuery(['quality-measure', 'link'], getQualityMeasureLink);
}
