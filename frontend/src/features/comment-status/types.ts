/** The comment-status feature's API types, generated from the public API's contract (`@/lib/api/public-api`). */
export type {
  CommentPeriod,
  CommentState,
  CommentStatus,
  CommentStatusFiling,
  CommentStatusRequest,
} from '@/lib/api/public-api';
