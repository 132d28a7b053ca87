import { useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { useReturnFocus } from './use-return-focus';

type ConfirmSwitchOff = {
  /** Whether the site-wide switch is on now. */
  on: boolean;
  /** Turns it on (at once) or off (once confirmed). */
  setOn: (on: boolean) => void;
  /** What turning it off changes for the public, asked before it happens. */
  detail: string;
  /** The dialog's button that turns it off ('Yes, disable comments'). */
  confirmLabel: string;
};

/**
 * A site-wide switch that asks before it turns off ('Are you sure?' and what changes for the
 * public); turning it back on needs no question. Put `buttonRef` and `onClick` on the switch's
 * button and render `dialog`; focus returns to the button when the question closes.
 */
export function useConfirmSwitchOff({ on, setOn, detail, confirmLabel }: ConfirmSwitchOff) {
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(asking, buttonRef);
  const onClick = () => (on ? setAsking(true) : setOn(true));
  const dialog = asking ? (
    <ConfirmDialog
      detail={detail}
      confirmLabel={confirmLabel}
      onConfirm={() => {
        setAsking(false);
        setOn(false);
      }}
      onCancel={() => setAsking(false)}
    />
  ) : null;
  return { buttonRef, onClick, dialog };
}
