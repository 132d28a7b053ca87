import { useMutation } from '@tanstack/react-query';
import { answerOf } from '@/lib/api-client';
import { publicApi } from '@/lib/public-api-client';
import type { CommentReceipt, CommentRequest } from '../types';

/**
 * `POST /comments`: stores a public comment as Pending. A refusal (empty or too long,
 * commenting switched off, period closed, too many comments) throws an `ApiError`
 * whose message is the server's, written for the visitor.
 */
export function submitComment(comment: CommentRequest): Promise<CommentReceipt> {
  return answerOf(publicApi.POST('/comments', { body: comment }));
}

/**
 * Submits a comment. Nothing to invalidate: a new comment is Pending and appears
 * among the published ones only after staff approve it (SPEC 4.2).
 */
export function useSubmitComment() {
  return useMutation({
    mutationKey: ['comments', 'submit'],
    mutationFn: submitComment,
  });
}
