import { textOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import { useReadQuery } from '@/lib/read-query';

/** `GET /insurance-forms/quality-measure-note`: the note, plain text shown as-is. */
export function getQualityMeasureNote(signal?: AbortSignal): Promise<string> {
  return textOf(publicApi.GET('/insurance-forms/quality-measure-note', { signal, parseAs: 'text' }));
}

/** Shares the `quality-measure` key prefix with the link so an edit can invalidate both. */
export function useQualityMeasureNote() {
  return useReadQuery(['quality-measure', 'note'], getQualityMeasureNote);
}
