import { ErrorMessage, FormGroup, Label, Select, TextInput } from '@trussworks/react-uswds';
import type { County } from '../types';

/**
 * The fields a person describes themselves with (SPEC 2.5: Location and Age), shared by the
 * 'Compare plans' form and "What this means for you" (issue 20), with the same rules and messages.
 */

/** Props that tie a field to its error message (`{id}-error`), while it has one. */
export function fieldErrorProps(id: string, error: string | undefined) {
  const invalid = Boolean(error);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
    validationStatus: invalid ? ('error' as const) : undefined,
  };
}

type FieldProps = {
  id: string;
  value: string;
  /** The message shown above the field, once feedback is shown; undefined when it is right. */
  error: string | undefined;
  onChange: (value: string) => void;
  /** Grid classes of the form group. */
  className?: string;
};

/** Location: the counties (label longName, value id) under the placeholder '— Select a location —'. */
export function LocationField({ id, value, error, onChange, className, counties }: FieldProps & { counties: readonly County[] }) {
  return (
    <FormGroup error={Boolean(error)} className={className}>
      <Label htmlFor={id} error={Boolean(error)}>
        Location
      </Label>
      {error && <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>}
      <Select
        id={id}
        name="location"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldErrorProps(id, error)}
      >
        <option value="">— Select a location —</option>
        {counties.map((county) => (
          <option key={county.id} value={String(county.id)}>
            {county.longName}
          </option>
        ))}
      </Select>
    </FormGroup>
  );
}

/** Age: a text input for a whole number, with the number keyboard on phones. */
export function AgeField({ id, value, error, onChange, className }: FieldProps) {
  return (
    <FormGroup error={Boolean(error)} className={className}>
      <Label htmlFor={id} error={Boolean(error)}>
        Age
      </Label>
      {error && <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>}
      <TextInput
        id={id}
        name="age"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldErrorProps(id, error)}
      />
    </FormGroup>
  );
}
