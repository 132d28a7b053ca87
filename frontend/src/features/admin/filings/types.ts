/** The admin filings feature's API types, generated from the admin API's contract (`@/lib/api/admin-api`). */
export type {
  AdminFiling,
  AdminFilingRow,
  FilingAttachment,
  FilingComment,
  ImportRun,
  ImportRunError,
  QueuedImport,
} from '@/lib/api/admin-api';
