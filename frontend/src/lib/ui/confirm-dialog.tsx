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
