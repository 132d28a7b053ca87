import { CommentStatusPage } from '@/features/comment-status/components/comment-status-page';

/** Comment status (/comment-status): loaded lazily, as its own chunk. */
export function Component() {
  return <CommentStatusPage />;
}
