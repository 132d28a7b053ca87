import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api-client';
import { answerOf } from '@/lib/api-client';
import type { QualityMeasure, QualityMeasureSection } from '../types';
import { adminQualityMeasureQueryKey } from './get-quality-measure';
import { adminSpanishQualityMeasureQueryKey, saveSpanishQualityMeasure } from './spanish-quality-measure';

/**
 * The key prefix of the public Home and Quality Measures queries (`src/features/measures/api`,
 * `['quality-measure', 'note' | 'link']`). Features do not import each other, so the key is
 * repeated here; invalidating it makes the public pages show the new text.
 */
const PUBLIC_QUALITY_MEASURE_KEY = ['quality-measure'] as const;

/** `POST /api/insurance-forms/quality-measure-note/{note}`: the note travels URL-encoded in the path. */
export function saveQualityMeasureNote(note: string): Promise<QualityMeasure> {
  return answerOf(adminApi.POST('/api/insurance-forms/quality-measure-note/{note}', { params: { path: { note } } }));
}

/** `POST /api/insurance-forms/quality-measure-link/{link}`: the link travels URL-encoded in the path. */
export function saveQualityMeasureLink(link: string): Promise<QualityMeasure> {
  return answerOf(adminApi.POST('/api/insurance-forms/quality-measure-link/{link}', { params: { path: { link } } }));
}

/**
 * SPEC 5.4: the note is sent only if non-empty, then the link only if non-empty. Answers the
 * stored note and link after the last call, or null when there was nothing to send.
 */
export async function saveQualityMeasure({ note, link }: QualityMeasure): Promise<QualityMeasure | null> {
  let stored: QualityMeasure | null = null;
  if (note.trim() !== '') stored = await saveQualityMeasureNote(note);
  if (link.trim() !== '') stored = await saveQualityMeasureLink(link.trim());
  return stored;
}

/**
 * The whole section: the English note and link through SPEC 7.3's calls (as SPEC 5.4 says), then
 * the Spanish pair through its own call.
 */
async function saveSection({ spanish, ...english }: QualityMeasureSection) {
  const stored = await saveQualityMeasure(english);
  return { stored, spanish: await saveSpanishQualityMeasure(spanish) };
}

/** Saves the note and link in both languages, shows what was stored, and has the public pages reload them. */
export function useSaveQualityMeasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'quality-measure', 'save'],
    mutationFn: saveSection,
    // The admin API's answer is what is stored now; the public API, which the editor reads
    // from, may take half a second to notice, so the answer is used rather than a refetch.
    onSuccess: ({ stored, spanish }) => {
      if (stored) queryClient.setQueryData(adminQualityMeasureQueryKey, stored);
      else void queryClient.invalidateQueries({ queryKey: adminQualityMeasureQueryKey, exact: true });
      queryClient.setQueryData(adminSpanishQualityMeasureQueryKey, spanish);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: adminQualityMeasureQueryKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUBLIC_QUALITY_MEASURE_KEY }),
  });
}
