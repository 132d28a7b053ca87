import type { ReactNode } from 'react';
import { Button } from '@trussworks/react-uswds';
import styles from './row-actions.module.css';

type DialogButtonProps = {
  /** The button's name for screen readers, naming the row too ('Edit Dana Whitfield'). */
  label: string;
  /** Opens the dialog; `opener` is the button, for focus to return to. */
  onOpen: (opener: HTMLButtonElement) => void;
  children: ReactNode;
};

/** An outline button of a table row that opens a dialog about that row. */
export function DialogButton({ label, onOpen, children }: DialogButtonProps) {
  return (
    <Button type="button" outline aria-haspopup="dialog" aria-label={label} onClick={(event) => onOpen(event.currentTarget)}>
      {children}
    </Button>
  );
}

type ActivationRowActionsProps = {
  /** The row's name, e.g. 'Dana Whitfield'. */
  name: string;
  active: boolean;
  onEdit: (opener: HTMLButtonElement) => void;
  /** Asks 'Are you sure?' before flipping the status (SPEC 4.4). */
  onToggleActive: (opener: HTMLButtonElement) => void;
  /** Styles the buttons further. */
  className?: string;
  /** Any further buttons, after the two. */
  children?: ReactNode;
};

/** The actions of a staff list row: Edit, and Deactivate (or Activate, for an inactive row). */
export function ActivationRowActions({ name, active, onEdit, onToggleActive, className, children }: ActivationRowActionsProps) {
  const toggle = active ? 'Deactivate' : 'Activate';
  return (
    <div className={className ? `${styles.actions} ${className}` : styles.actions}>
      <DialogButton label={`Edit ${name}`} onOpen={onEdit}>
        Edit
      </DialogButton>
      <DialogButton label={`${toggle} ${name}`} onOpen={onToggleActive}>
        {toggle}
      </DialogButton>
      {children}
    </div>
  );
}
