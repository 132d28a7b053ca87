import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { Alert, Button, ButtonGroup } from '@trussworks/react-uswds';
import { describeError } from '@/lib/api-client';
import { useUploadRatesTemplate } from '../api/upload-rates-template';
import { RATES_TEMPLATE_ACCEPT, RATES_TEMPLATE_HINT } from '../rates-template-formats';
import type { RatesUploadResult } from '../types';
import spinner from '@/lib/ui/spinner.module.css';
import styles from './rates-upload-form.module.css';

/** SPEC 8 'Rates template upload fails': the title; the message is the server's. */
const UPLOAD_FAILED_TITLE = 'Something went wrong';

type RatesUploadFormProps = {
  /** The company the template prices. */
  companyPk: number;
  /** Its name, said in the result. */
  companyName: string;
  /** Id for the intro line, so that a dialog can be described by it. */
  introId?: string;
  /** Takes the 'Pick File' control, so that a dialog can start there. */
  pickerRef?: RefObject<HTMLInputElement | null>;
  /** When given, a Close button sits beside Submit File (the upload dialog). */
  onClose?: () => void;
  /** Heading level of the result and failure messages: below the heading they appear under. */
  headingLevel?: 'h2' | 'h3';
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What an accepted upload loaded, in words. */
export function describeUpload(result: RatesUploadResult): string {
  return (
    `Plan year ${result.planYear}: ${count(result.plans, 'plan', 'plans')}, ` +
    `${count(result.variances, 'cost-sharing variant', 'cost-sharing variants')}, ` +
    `${count(result.planAreas, 'plan area', 'plan areas')} and ${count(result.rates, 'rate', 'rates')} loaded.`
  );
}

/**
 * The rates template upload of SPEC 2.13 and 5.4, used by the 'Rates template upload' dialog and
 * by File Upload (SPEC 2.18): 'Pick File' (a real file input for .xls and the other formats the
 * server reads, styled as a button), the
 * chosen file's name, and a submit button that reads 'No file selected' and is disabled until a
 * file is chosen, then 'Submit File'. Only the first file is sent. While it uploads the form is
 * busy; a failure clears that and shows the server's message, which names sheet, row and column.
 */
export function RatesUploadForm({
  companyPk,
  companyName,
  introId,
  pickerRef,
  onClose,
  headingLevel = 'h3',
}: RatesUploadFormProps) {
  const upload = useUploadRatesTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<RatesUploadResult | null>(null);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const inputRef = pickerRef ?? ownInputRef;
  const id = useId();
  const inputId = `${id}-file`;
  const selectedId = `${id}-selected`;
  const formatsId = `${id}-formats`;
  const busy = upload.isPending;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const settled = loaded !== null || upload.isError;

  // Submit File is disabled while uploading, which drops focus: hand it to the outcome.
  useEffect(() => {
    const outcome = outcomeRef.current;
    if (!settled || !outcome) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || outcome.closest('form')?.contains(focused)) outcome.focus();
  }, [settled]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    // SPEC 5.4: only the first selected file is sent.
    setFile(event.target.files?.[0] ?? null);
    setLoaded(null);
    upload.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || busy) return;
    upload.mutate(
      { companyPk, file },
      {
        onSuccess: (result) => {
          setLoaded(result);
          setFile(null);
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-busy={busy} aria-label={`Rates template upload for ${companyName}`}>
      <p id={introId} className="margin-bottom-05">
        Use the form below to upload a .xls file.
      </p>
      <p id={formatsId} className="usa-hint margin-top-0">
        {RATES_TEMPLATE_HINT}
      </p>
      <div className={styles.picker}>
        <input
          ref={inputRef}
          id={inputId}
          name="file"
          type="file"
          accept={RATES_TEMPLATE_ACCEPT}
          className={styles.fileInput}
          onChange={pick}
          disabled={busy}
          aria-describedby={`${formatsId} ${selectedId}`}
        />
        <label htmlFor={inputId} className={`usa-button usa-button--outline ${styles.pickButton} ${busy ? styles.pickBusy : ''}`}>
          Pick File
        </label>
      </div>
      <div id={selectedId} aria-live="polite" className="margin-top-1">
        {file && (
          <>
            <p className="margin-y-0">Selected file:</p>
            <ul className="usa-list margin-top-05">
              <li className={styles.fileName}>{file.name}</li>
            </ul>
          </>
        )}
      </div>
      {busy && file && (
        <p className={styles.busy} role="status">
          <span className={`${spinner.spinning} ${styles.spinner}`} aria-hidden="true" />
          Uploading {file.name}… Checking a large workbook can take a minute.
        </p>
      )}
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        {loaded && (
          <Alert type="success" headingLevel={headingLevel} heading="Rates loaded" role="status" className="margin-top-2">
            The rates template for {companyName} was loaded. {describeUpload(loaded)}
          </Alert>
        )}
        {upload.isError && (
          <Alert
            type="error"
            headingLevel={headingLevel}
            heading={UPLOAD_FAILED_TITLE}
            role="alert"
            className={`margin-top-2 ${styles.problems}`}
          >
            {describeError(upload.error)}
          </Alert>
        )}
      </div>
      <div className="usa-modal__footer">
        <ButtonGroup>
          <Button type="submit" disabled={!file || busy}>
            {file ? 'Submit File' : 'No file selected'}
          </Button>
          {onClose && (
            <Button type="button" outline onClick={onClose}>
              Close
            </Button>
          )}
        </ButtonGroup>
      </div>
    </form>
  );
}
