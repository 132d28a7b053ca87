import { useId, useRef } from 'react';
import { ModalDialog } from '@/lib/ui/modal-dialog';
import { RatesUploadForm } from './rates-upload-form';

type RatesUploadDialogProps = {
  /** The company whose 'Edit Rates' opened the dialog. */
  companyPk: number;
  companyName: string;
  /** Escape, Close or a click on the dimmed page. */
  onClose: () => void;
};

/** 'Rates template upload' (SPEC 2.13): the upload form for one company, in a modal dialog. */
export function RatesUploadDialog({ companyPk, companyName, onClose }: RatesUploadDialogProps) {
  const introId = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  return (
    <ModalDialog title="Rates template upload" onClose={onClose} initialFocus={pickerRef} describedBy={introId}>
      <p className="margin-bottom-0">
        Company: <strong>{companyName}</strong>
      </p>
      <RatesUploadForm
        companyPk={companyPk}
        companyName={companyName}
        introId={introId}
        pickerRef={pickerRef}
        onClose={onClose}
      />
    </ModalDialog>
  );
}
