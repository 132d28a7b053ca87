import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { qualityMeasureSpanishQueryOptions } from './get-quality-measure-spanish';

type ShownMeasure = { note?: string; link?: string };

/**
 * The note and link in the language shown: in Spanish, the Spanish ones staff
 * gave, each falling back to the English one when empty (or when the Spanish could not be read);
 * in English, the English ones as given. Nothing (loading) until the Spanish ones are in, so a
 * Spanish visitor does not see the English note flash by.
 */
export function useShownQualityMeasure(english: ShownMeasure): ShownMeasure {
  const { i18n } = useTranslation();
  const inSpanish = i18n.language === 'es';
  const spanish = useQuery({ ...qualityMeasureSpanishQueryOptions(), enabled: inSpanish });
  if (!inSpanish || spanish.isError) return english;
  if (spanish.isPending) return {};
  return {
    note: english.note === undefined ? undefined : spanish.data.note || english.note,
    link: spanish.data.link.trim() || english.link,
  };
}
