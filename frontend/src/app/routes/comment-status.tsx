import { CommentStatusPage } from '@/features/comment-status/components/comment-status-page';

/** Comment status (/comment-status, issue 20): loaded lazily, as its own chunk. */
export function Component() {
  return <CommentStatusPage />;
}
