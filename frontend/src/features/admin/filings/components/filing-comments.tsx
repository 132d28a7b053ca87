import type { FilingComment } from '../types';
import styles from './filing-details.module.css';

/** SPEC 2.12 'Comments': every comment on the filing, in any state: its text, when it came, its status. */
export function FilingComments({ comments }: { comments: FilingComment[] }) {
  return (
    <ul className={`usa-list usa-list--unstyled ${styles.comments}`}>
      {comments.map((comment) => (
        <li key={comment.commentKey} className={styles.comment}>
          {/* Text, never HTML: React escapes it; the CSS keeps the commenter's line breaks. */}
          <p className={styles.commentText}>{comment.commentary}</p>
          <p className={styles.commentMeta}>
            <span>Created: {comment.dateCreatedAsString}</span>
            <span>Status: {comment.statusDesc}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
