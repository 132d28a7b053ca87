import { statusLabel } from '../types';
import styles from './user-status.module.css';

/**
 * The Status column of SPEC 2.15: a green or red icon by `active`, with the word beside it
 * so that the state never rests on colour alone.
 */
export function UserStatus({ active }: { active: boolean }) {
  return (
    <span className={`${styles.status} ${active ? styles.active : styles.inactive}`}>
      <span className={styles.icon} aria-hidden="true" />
      {statusLabel(active)}
    </span>
  );
}
