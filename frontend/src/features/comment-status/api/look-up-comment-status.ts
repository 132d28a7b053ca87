import { useMutation } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { CommentStatus, CommentStatusRequest } from '../types';

/**
 * `POST /comment-status`: the comment a receipt code names. The code travels in the
 * body, never in an address. A refusal (not a code, no such code, too many lookups) throws an
 * `ApiError` carrying the server's message, written for the visitor.
 */
export function lookUpCommentStatus(request: CommentStatusRequest): Promise<CommentStatus> {
  return answerOf(publicApi.POST('/comment-status', { body: request }));
}

/**
 * Looks a receipt code up when the visitor asks. A mutation rather than a query: each lookup
 * counts against the visitor's hourly allowance, and its answer is kept nowhere (no-store).
 */
export function useLookUpCommentStatus() {
  return useMutation({
    mutationKey: ['comment-status', 'look-up'],
    mutationFn: lookUpCommentStatus,
  });
}
