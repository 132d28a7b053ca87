import { useTranslation } from 'react-i18next';
import styles from './loading-overlay.module.css';
import spinner from './spinner.module.css';

type LoadingOverlayProps = {
  /** What is being loaded, read out by screen readers; 'Loading…' in the language shown by default. */
  label?: string;
};

/** The full-page loading spinner of SPEC 2.4/2.5: covers the page until its data has settled. */
export function LoadingOverlay({ label }: LoadingOverlayProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={`${spinner.spinning} ${styles.spinner}`} aria-hidden="true" />
      <span className="usa-sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
