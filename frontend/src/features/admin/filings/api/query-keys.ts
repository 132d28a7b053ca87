/**
 * The query keys of the staff Filings screens, in one place so that loaders, hooks and
 * invalidation agree. Everything sits under `['admin', 'filings']`.
 */
export const filingsKeys = {
  all: ['admin', 'filings'] as const,
  list: () => [...filingsKeys.all, 'list'] as const,
  detail: (filingId: string) => [...filingsKeys.all, 'detail', filingId] as const,
  autoRun: () => [...filingsKeys.all, 'import-auto-run'] as const,
  importRuns: () => [...filingsKeys.all, 'import-runs'] as const,
};
