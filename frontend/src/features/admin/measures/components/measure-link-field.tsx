import type { Ref } from 'react';
import { FormGroup, Label, TextInput } from '@trussworks/react-uswds';
import { LINK_MAX_LENGTH } from '../types';

type MeasureLinkFieldProps = {
  /** The input's id; the hint and error ids are made from it. */
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  /** Why the typed address cannot be saved, shown under the hint; null when it can. */
  problem: string | null;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
};

/** A report address of the 'Edit Quality Measures Section' dialog, with its hint and any problem. */
export function MeasureLinkField({ id, name, label, hint, value, problem, onChange, inputRef }: MeasureLinkFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <FormGroup error={problem !== null}>
      <Label htmlFor={id}>{label}</Label>
      <span className="usa-hint" id={hintId}>
        {hint}
      </span>
      {problem && (
        <span className="usa-error-message" id={errorId} role="alert">
          {problem}
        </span>
      )}
      <TextInput
        ref={inputRef}
        id={id}
        name={name}
        type="url"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={LINK_MAX_LENGTH}
        validationStatus={problem ? 'error' : undefined}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
      />
    </FormGroup>
  );
}
