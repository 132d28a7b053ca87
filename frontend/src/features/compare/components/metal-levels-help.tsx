import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_METAL_LEVELS } from '../coverage';
import styles from './metal-levels-help.module.css';

/**
 * The 'What is this?' popover next to 'Level of coverage': a disclosure button
 * (aria-expanded) that shows a region explaining the metal levels. Escape or
 * Close puts focus back on the button; a click elsewhere closes it too.
 */
export function MetalLevelsHelp() {
  const { t } = useTranslation('compare');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const headingId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  // A click anywhere else closes the popover, as popovers do.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div ref={wrapperRef} className={styles.wrapper} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="usa-button usa-button--unstyled"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {t('metalHelp.open')}
      </button>
      <div id={regionId} role="region" aria-labelledby={headingId} className={styles.popover} hidden={!open}>
        <h3 id={headingId} className={styles.heading}>
          {t('metalHelp.heading')}
        </h3>
        <p className="margin-top-1">{t('metalHelp.intro')}</p>
        <dl className={styles.levels}>
          {ALL_METAL_LEVELS.map((level) => (
            <Fragment key={level}>
              <dt>{t(`metalLevel.${level}`)}</dt>
              <dd>{t(`metalHelp.${level}`)}</dd>
            </Fragment>
          ))}
        </dl>
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          {t('metalHelp.close')}
        </button>
      </div>
    </div>
  );
}
