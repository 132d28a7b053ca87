import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Skip to main content', the first thing a keyboard user reaches. It moves
 * focus itself so the router never sees a hash change.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('layout');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="usa-skipnav" href={`#${targetId}`} onClick={onClick}>
      {t('skipLink')}
    </a>
  );
}
