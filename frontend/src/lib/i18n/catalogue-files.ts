import type { ResourceLanguage } from 'i18next';

/** The catalogues of one language, keyed by namespace: './common.json' holds namespace `common`. */
export function catalogueByNamespace(files: Record<string, ResourceLanguage[string]>): ResourceLanguage {
  return Object.fromEntries(Object.entries(files).map(([path, catalogue]) => [namespaceOf(path), catalogue]));
}

/** The namespace a catalogue file holds: its name without '.json'. */
export function namespaceOf(path: string): string {
  return path.replace(/^.*\/([^/]+)\.json$/, '$1');
}
