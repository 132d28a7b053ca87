import { useEffect, useId, useRef, useState } from 'react';
import type { StateStatus } from '@/lib/api/public-api';
import { useCodedText } from './coded-text';
import panelStyles from './floating-panel.module.css';
import styles from './status-badge.module.css';

/** The colours the API sends (SPEC 9); anything else is shown gray. */
const TONES = ['green', 'red', 'blue', 'purple', 'yellow', 'orange', 'gray'] as const;
type Tone = (typeof TONES)[number];

function toneOf(colour: string): Tone {
  const wanted = colour.trim().toLowerCase();
  return TONES.find((tone) => tone === wanted) ?? 'gray';
}

/**
 * The class that gives an element the badge colours of a status colour the API sends, as the
 * custom properties `--status-colour` (the badge's background) and `--status-text-colour`:
 * whatever else shows a status (the rate history chart's points) takes the badges' colours
 * from here instead of repeating them.
 */
export function statusToneClass(colour: string): string {
  return styles[toneOf(colour)] ?? '';
}

type StatusBadgeProps = Pick<StateStatus, 'displayStatus' | 'statusCode' | 'colour' | 'popover'>;

/**
 * A filing status as a coloured badge (SPEC 4.1). When the status has a description
 * the badge is a button that shows it in a popover (a disclosure: aria-expanded);
 * Escape or a click elsewhere closes it. The status and its description are shown in the
 * language chosen by the status's code; a status without one as the server sent it.
 */
export function StatusBadge({ displayStatus, statusCode, colour, popover }: StatusBadgeProps) {
  const coded = useCodedText();
  const status = coded.filingStatus({ displayStatus, statusCode });
  const description = coded.filingStatusPopover({ popover, statusCode });
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const badgeClass = `${styles.badge} ${statusToneClass(colour)}`;

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Keep keyboard users where they were rather than dropping focus on the page.
      if (wrapperRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (!popover) return <span className={badgeClass}>{status}</span>;

  return (
    <div className={styles.wrapper} ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${badgeClass} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {status}
      </button>
      <div id={popoverId} className={`${styles.popover} ${panelStyles.panel}`} hidden={!open}>
        {description}
      </div>
    </div>
  );
}
