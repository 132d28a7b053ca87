import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './external-link.module.css';

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** Shows the 'launch' icon after the text (not for links styled as buttons). */
  icon?: boolean;
};

/**
 * A link that opens in a new tab, with the opener cut off and a hint for
 * screen-reader users that a new tab will open.
 */
export function ExternalLink({ href, children, className, icon = false }: ExternalLinkProps) {
  const { t } = useTranslation('ui');
  const classes = [className, icon ? styles.withIcon : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <a href={href} className={classes} target="_blank" rel="noopener noreferrer">
      {children}
      {/* The space lives inside the hidden text so no underlined gap shows after the link. */}
      <span className="usa-sr-only"> {t('externalLink.newTab')}</span>
    </a>
  );
}
