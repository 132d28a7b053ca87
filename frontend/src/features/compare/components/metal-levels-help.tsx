import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './metal-levels-help.module.css';

/**
 * The 'What is this?' popover next to 'Level of coverage': a disclosure button
 * (aria-expanded) that shows a region explaining the metal levels. Escape or
 * Close puts focus back on the button; a click elsewhere closes it too.
 */
export function MetalLevelsHelp() {
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
        What is this?
      </button>
      <div id={regionId} role="region" aria-labelledby={headingId} className={styles.popover} hidden={!open}>
        <h3 id={headingId} className={styles.heading}>
          Metal levels
        </h3>
        <p className="margin-top-1">
          Plans are grouped in metal levels by how you and the plan share the cost of care. The level
          says nothing about the quality of care.
        </p>
        <dl className={styles.levels}>
          <dt>Platinum</dt>
          <dd>The plan pays about 90% of covered costs. Highest premium, lowest costs when you get care.</dd>
          <dt>Gold</dt>
          <dd>The plan pays about 80% of covered costs.</dd>
          <dt>Silver</dt>
          <dd>The plan pays about 70% of covered costs.</dd>
          <dt>Bronze</dt>
          <dd>The plan pays about 60% of covered costs. Lowest premium, highest costs when you get care.</dd>
          <dt>Catastrophic</dt>
          <dd>
            For people under 30 or with a hardship exemption. Low premium and a very high deductible;
            mainly protects you from very high costs.
          </dd>
        </dl>
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          Close
        </button>
      </div>
    </div>
  );
}
