import { useId, useState, type FormEvent } from 'react';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLooking) onLookUp(code);
  };

  return (
    <form onSubmit={submit} noValidate className="margin-top-3">
      <FormGroup error={Boolean(codeError)}>
        <Label htmlFor={fieldId} error={Boolean(codeError)}>
          Receipt code
        </Label>
        <span className="usa-hint" id={hintId}>
          The 16 letters and digits shown when you sent your comment, such as {EXAMPLE_RECEIPT_CODE}. Dashes,
          spaces and lower case are fine.
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
        Submit
      </Button>
      {isLooking && (
        <p role="status" className="margin-bottom-0">
          Looking up your comment…
        </p>
      )}
    </form>
  );
}
