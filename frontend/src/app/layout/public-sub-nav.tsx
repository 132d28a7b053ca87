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
  { to: paths.home.href(), label: 'Home', end: true },
  { to: paths.compare.href(), label: 'Compare Plans', end: false },
  { to: paths.measures.href(), label: 'Quality Measures', end: false },
  { to: paths.rates.href(), label: 'Latest Rates', end: false },
] as const;

/**
 * The public sub-navigation (SPEC 2.3). NavLink marks the current page's link
 * with aria-current="page", which is also what the highlight is styled on. Where the
 * public home stands in for a refused staff screen, Home is the current page.
 */
export function PublicSubNav({ consumerGuideUrl, newsUrl, homeInstead = false }: PublicSubNavProps) {
  const home = paths.home.href();
  return (
    <nav aria-label="Site sections" className={styles.subNav}>
      <div className="grid-container">
        <ul className={styles.list}>
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              {homeInstead ? (
                <Link to={link.to} className={styles.link} aria-current={link.to === home ? 'page' : undefined}>
                  {link.label}
                </Link>
              ) : (
                <NavLink to={link.to} end={link.end} className={styles.link}>
                  {link.label}
                </NavLink>
              )}
            </li>
          ))}
          <li>
            <ExternalLink href={consumerGuideUrl} className={styles.link} icon>
              Consumer Guide
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={newsUrl} className={styles.link} icon>
              News
            </ExternalLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
