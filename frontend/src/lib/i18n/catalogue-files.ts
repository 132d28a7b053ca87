import type { ResourceLanguage } from 'i18next';

/** The catalogues of one language, keyed by namespace: './common.json' holds namespace `common`. */
export function catalogueByNamespace(files: Record<string, ResourceLanguage[string]>): ResourceLanguage {
  return Object.fromEntries(
    Object.entries(files).map(([path, catalogue]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), catalogue]),
  );
}
