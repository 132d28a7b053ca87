import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feed } from '@/lib/feeds';
import styles from './follow-feeds.module.css';

type FollowFeedsProps = {
  feeds: Feed[];
};

/**
 * The feeds a page can be followed by: announced in the document head as
 * `<link rel="alternate">` (React hoists them there while the page is shown and takes them out
 * after), and shown as links with one line on what a feed reader is, for people who have never
 * used one.
 */
export function FollowFeeds({ feeds }: FollowFeedsProps) {
  const { t } = useTranslation('ui');
  const hintId = useId();
  if (feeds.length === 0) return null;
  const named = feeds.map((feed) => ({
    href: feed.href,
    title: t(`feeds.${feed.kind}.title`, { companyName: feed.companyName }),
    label: t(`feeds.${feed.kind}.label`),
  }));
  return (
    <div className={styles.follow}>
      {named.map((feed) => (
        <link key={feed.href} rel="alternate" type="application/atom+xml" title={feed.title} href={feed.href} />
      ))}
      <ul className={`usa-list usa-list--unstyled ${styles.links}`}>
        {named.map((feed) => (
          <li key={feed.href}>
            <a href={feed.href} type="application/atom+xml" className={`usa-link ${styles.feedLink}`} aria-describedby={hintId}>
              {feed.label}
            </a>
          </li>
        ))}
      </ul>
      <p id={hintId} className={styles.hint}>
        {t('followFeeds.hint', { count: feeds.length })}
      </p>
    </div>
  );
}
