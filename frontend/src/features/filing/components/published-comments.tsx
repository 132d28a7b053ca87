import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/i18n/formats';
import { isoDateOfUsDate } from '@/lib/us-date';
import type { PublishedComment } from '../types';
import styles from './published-comments.module.css';

type PublishedCommentsProps = {
  /** Only published comments (status 1) reach the page (SPEC 4.2), oldest first. */
  comments: PublishedComment[];
};

/** SPEC 2.9 'Comments': each published comment's text, as typed, and when it was published. */
export function PublishedComments({ comments }: PublishedCommentsProps) {
  const { t } = useTranslation('filing');
  const formats = useFormats();
  if (comments.length === 0) return <p>{t('published.none')}</p>;
  return (
    <ul className={`usa-list usa-list--unstyled ${styles.comments}`}>
      {comments.map((comment) => (
        <li key={comment.commentKey} className={styles.comment}>
          {/* Text, never HTML: React escapes it; the CSS keeps the visitor's line breaks. */}
          <p className={styles.text}>{comment.commentary}</p>
          <p className={styles.published}>
            {t('published.date', { date: formats.isoDate(isoDateOfUsDate(comment.dateCreatedAsString)) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
