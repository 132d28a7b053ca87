import { useRef } from 'react';
import { Button, ButtonGroup } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';

type ConfirmDialogProps = {
  /** The prompt: SPEC 2.13 and 2.15 use 'Are you sure?' (the default, in the language shown). */
  question?: string;
  /** What will happen, e.g. 'Deactivate Dana Whitfield?'. */
  detail: string;
  /** The button that goes ahead, named after the action ('Deactivate'). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before a change; Cancel (the safe choice) has focus first. */
export function ConfirmDialog({ question, detail, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog title={question ?? t('confirmDialog.question')} onClose={onCancel} initialFocus={cancelRef}>
      <p>{detail}</p>
      <div className="usa-modal__footer">
        <ButtonGroup>
          <Button type="button" onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button type="button" outline onClick={onCancel} ref={cancelRef}>
            {t('confirmDialog.cancel')}
          </Button>
        </ButtonGroup>
      </div>
    </ModalDialog>
  );
}

type ActivationConfirmDialogProps = {
  /** Whose status changes, e.g. 'Dana Whitfield'. */
  name: string;
  /** Whether it is active now: the question is then to deactivate it. */
  active: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The question before Activate or Deactivate on a staff list (SPEC 4.4): 'Deactivate {name}?'. */
export function ActivationConfirmDialog({ name, active, onConfirm, onCancel }: ActivationConfirmDialogProps) {
  const action = active ? 'Deactivate' : 'Activate';
  return <ConfirmDialog detail={`${action} ${name}?`} confirmLabel={action} onConfirm={onConfirm} onCancel={onCancel} />;
}
