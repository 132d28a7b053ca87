/** The Measure Note Editor's types, from the admin API's contract (`@/lib/api/admin-api`). */
import type { QualityMeasure, SpanishQualityMeasure } from '@/lib/api/admin-api';

export type { QualityMeasure, SpanishQualityMeasure };

/** What the 'Edit Quality Measures Section' dialog saves: the English pair and the Spanish one. */
export type QualityMeasureSection = QualityMeasure & { spanish: SpanishQualityMeasure };

/** Longest note the server stores (`POST /api/insurance-forms/quality-measure-note/{note}`). */
export const NOTE_MAX_LENGTH = 4000;
/** Longest report link the server stores. */
export const LINK_MAX_LENGTH = 2048;
