/** The filing feature's API types, generated from the public API's contract (`@/lib/api/public-api`). */
export type {
  Attachment,
  CommentPeriod,
  CommentReceipt,
  CommentRequest,
  FilingDetail,
  PublishedComment,
  SingleFiling,
} from '@/lib/api/public-api';

