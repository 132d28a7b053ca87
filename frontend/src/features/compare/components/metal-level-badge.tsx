import type { MetalLevelCode } from '../coverage';
import styles from './metal-level-badge.module.css';

/** The four levels that have a badge name (SPEC 2.5); any other code is shown as it is. */
const METAL_LEVEL_NAMES: Partial<Record<MetalLevelCode, string>> = {
  P: 'Platinum',
  G: 'Gold',
  S: 'Silver',
  B: 'Bronze',
};

/** A plan's metal level as a badge: Platinum, Gold, Silver or Bronze, else the raw code (SPEC 2.5). */
export function MetalLevelBadge({ code }: { code: MetalLevelCode }) {
  const name = METAL_LEVEL_NAMES[code];
  return <span className={`${styles.badge} ${name ? styles[code] : styles.other}`}>{name ?? code}</span>;
}
