import { useTranslation } from 'react-i18next';
import type { MetalLevelCode } from '../coverage';
import styles from './metal-level-badge.module.css';

/** The four levels that have a badge name (SPEC 2.5); any other code is shown as it is. */
const NAMED_LEVELS: ReadonlySet<string> = new Set<MetalLevelCode>(['P', 'G', 'S', 'B']);

/**
 * A plan's metal level as a badge: Platinum, Gold, Silver or Bronze in the language shown
 * (`compare:metalLevel.{code}`), else the raw code (SPEC 2.5).
 */
export function MetalLevelBadge({ code }: { code: MetalLevelCode }) {
  const { t } = useTranslation('compare');
  const named = NAMED_LEVELS.has(code);
  return (
    <span className={`${styles.badge} ${named ? styles[code] : styles.other}`}>
      {named ? t(`metalLevel.${code}`) : code}
    </span>
  );
}
