/** The Comments screen's API types, named in `@/lib/api/admin-api` from the admin API's contract. */
import type { ModeratedComment, ModerationRequest } from '@/lib/api/admin-api';

export type { ModeratedComment, ModerationRequest };

/**
 * What a moderation action sends: the whole comment as the screen holds it, with the
 * moderator's note and the signed-in user as approver (SPEC 2.16, 4.2). The server reads
 * `commentKey` and `note` of it (`ModerationRequest`) and records the approver itself.
 */
export type ModerationBody = ModeratedComment & ModerationRequest;

/** The three moderation actions of SPEC 4.2, by the path segment of their call. */
export type ModerationAction = 'authorize' | 'reject' | 'post';
