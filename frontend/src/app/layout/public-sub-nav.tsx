import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '@/lib/paths';
import { ExternalLink } from '@/lib/ui/external-link';
import styles from './public-sub-nav.module.css';

type PublicSubNavProps = {
  consumerGuideUrl: string;
  newsUrl: string;
  /** The public home stands in for a refused staff screen, whose address NavLink cannot match. */
  homeInstead?: boolean;
};

const SITE_LINKS = [
  { to: paths.home.href(), label: 'subNav.home', end: true },
  { to: paths.compare.href(), label: 'subNav.compare', end: false },
  { to: paths.measures.href(), label: 'subNav.measures', end: false },
  { to: paths.rates.href(), label: 'subNav.rates', end: false },
] as const;

/**
 * The public sub-navigation (SPEC 2.3). NavLink marks the current page's link
 * with aria-current="page", which is also what the highlight is styled on. Where the
 * public home stands in for a refused staff screen, Home is the current page.
 */
export function PublicSubNav({ consumerGuideUrl, newsUrl, homeInstead = false }: PublicSubNavProps) {
  const { t } = useTranslation('layout');
  const home = paths.home.href();
  return (
    <nav aria-label={t('subNav.label')} className={styles.subNav}>
      <div className="grid-container">
        <ul className={styles.list}>
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              {homeInstead ? (
                <Link to={link.to} className={styles.link} aria-current={link.to === home ? 'page' : undefined}>
                  {t(link.label)}
                </Link>
              ) : (
                <NavLink to={link.to} end={link.end} className={styles.link}>
                  {t(link.label)}
                </NavLink>
              )}
            </li>
          ))}
          <li>
            <ExternalLink href={consumerGuideUrl} className={styles.link} icon>
              {t('subNav.consumerGuide')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={newsUrl} className={styles.link} icon>
              {t('subNav.news')}
            </ExternalLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
