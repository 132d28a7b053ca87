import type { CommentState } from '../types';
import styles from './comment-status.module.css';

type CommentStateTagProps = {
  state: CommentState;
  /** The state in the server's words ('Received and awaiting review'). */
  label: string;
};

/** A comment's state as a coloured tag: blue awaiting review, green published, gray not. */
export function CommentStateTag({ state, label }: CommentStateTagProps) {
  return <span className={`usa-tag ${styles.tag} ${styles[state]}`}>{label}</span>;
}

/** What each state means for the visitor, in a sentence. */
export const STATE_EXPLANATIONS: Record<CommentState, string> = {
  awaiting_review:
    'The Insurance Department has your comment. It will be published on the filing’s page once staff have reviewed it.',
  published: 'Your comment is published on the filing’s page for everyone to read.',
  not_published:
    'The Insurance Department reviewed your comment and did not publish it on this site. Comments with explicit ' +
    'or rude language, spam, hate speech or personal attacks are not published.',
};
