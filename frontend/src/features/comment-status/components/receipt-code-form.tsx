import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorMessage, FormGroup, Label, TextInput } from '@trussworks/react-uswds';
import { EXAMPLE_RECEIPT_CODE } from '../receipt-code';
import styles from './comment-status.module.css';

type ReceiptCodeFormProps = {
  /** The code to start with (from the receipt link's fragment), or ''. */
  initialCode: string;
  /** Asks for the status of the code as typed; the server reads it. */
  onLookUp: (code: string) => void;
  /** While a lookup is under way: Submit waits. */
  isLooking: boolean;
  /** The server's reason the code cannot be one, shown at the field. */
  codeError: string | null;
};

/** The receipt code field with its hint, and Submit. */
export function ReceiptCodeForm({ initialCode, onLookUp, isLooking, codeError }: ReceiptCodeFormProps) {
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const [code, setCode] = useState(initialCode);
  const { t } = useTranslation('commentStatus');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLooking) onLookUp(code);
  };

  return (
    <form onSubmit={submit} noValidate className="margin-top-3">
      <FormGroup error={Boolean(codeError)}>
        <Label htmlFor={fieldId} error={Boolean(codeError)}>
          {t('form.label')}
        </Label>
        <span className="usa-hint" id={hintId}>
          {t('form.hint', { example: EXAMPLE_RECEIPT_CODE })}
        </span>
        {codeError && <ErrorMessage id={errorId}>{codeError}</ErrorMessage>}
        <TextInput
          id={fieldId}
          name="code"
          type="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className={styles.codeInput}
          validationStatus={codeError ? 'error' : undefined}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${hintId} ${errorId}` : hintId}
        />
      </FormGroup>
      {/* While looking up only aria-disabled, so focus stays on it. */}
      <Button type="submit" aria-disabled={isLooking || undefined}>
        {t('form.submit')}
      </Button>
      {isLooking && (
        <p role="status" className="margin-bottom-0">
          {t('form.looking')}
        </p>
      )}
    </form>
  );
}
