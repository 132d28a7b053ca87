import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorMessage, FormGroup, Label, Select, TextInput } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
import type { CompareFieldError } from '../compare-criteria';
import type { County } from '../types';

/**
 * What the 'Compare plans' form and "What this means for you" share: how a form checks
 * itself (SPEC 5.1), how a field shows its message, and the fields a person describes themselves
 * with (SPEC 2.5: Location and Age), with the same rules and messages.
 */

/**
 * A form whose feedback appears once it has been submitted and follows every change from then on
 * (SPEC 5.1). Submitting a form with mistakes focuses the first wrong field, in the order of
 * `fieldIds`; a right one is handed to `onValid`. `errors` holds each wrong field's message in the
 * language shown.
 */
export function useCheckedForm<Values, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => Partial<Record<Field, CompareFieldError>>,
  fieldIds: Readonly<Record<Field, string>>,
  onValid: (values: Values) => void,
) {
  const [values, setValues] = useState<Values>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useTranslation('compare');

  const shown = submitted ? validate(values) : {};
  const errors = Object.fromEntries(
    Object.entries(shown).map(([field, error]) => [field, t(`validation.${String(error)}`)]),
  ) as Partial<Record<Field, string>>;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    const firstWrong = (Object.keys(fieldIds) as Field[]).find((field) => found[field]);
    if (firstWrong) {
      formRef.current?.querySelector<HTMLElement>(`#${fieldIds[firstWrong]}`)?.focus();
      return;
    }
    onValid(values);
  };

  return { values, errors, set, formRef, onSubmit };
}

/** Props that tie a field to its error message (`{id}-error`), while it has one. */
export function fieldErrorProps(id: string, error: string | undefined) {
  const invalid = Boolean(error);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
    validationStatus: invalid ? ('error' as const) : undefined,
  };
}

type FieldGroupProps = {
  /** The control's id. */
  id: string;
  label: string;
  /** The message shown above the control; undefined while it is right. */
  error: string | undefined;
  /** Grid classes of the form group. */
  className?: string;
  children: ReactNode;
};

/** A labelled control with its message above it (USWDS form group). */
export function FieldGroup({ id, label, error, className, children }: FieldGroupProps) {
  return (
    <FormGroup error={Boolean(error)} className={className}>
      <Label htmlFor={id} error={Boolean(error)}>
        {label}
      </Label>
      {error && <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>}
      {children}
    </FormGroup>
  );
}

/** The two fields' values as typed: a county id ('' while the placeholder is chosen) and an age. */
type PlaceAndAge = { countyId: string; age: string };

type PlaceAndAgeFieldsProps = {
  ids: Readonly<Record<keyof PlaceAndAge, string>>;
  counties: readonly County[];
  values: PlaceAndAge;
  errors: Partial<Record<keyof PlaceAndAge, string>>;
  onChange: (field: keyof PlaceAndAge, value: string) => void;
  /** Grid classes of each form group. */
  classNames: Readonly<Record<keyof PlaceAndAge, string>>;
};

/**
 * Location (the counties, label longName, value id, under '— Select a location —') and Age (a
 * text input for a whole number, with the number keyboard on phones).
 */
export function PlaceAndAgeFields({ ids, counties, values, errors, onChange, classNames }: PlaceAndAgeFieldsProps) {
  const { t } = useTranslation('compare');
  return (
    <>
      <FieldGroup id={ids.countyId} label={t('form.location')} error={errors.countyId} className={classNames.countyId}>
        <Select
          id={ids.countyId}
          name="location"
          required
          value={values.countyId}
          onChange={(e) => onChange('countyId', e.target.value)}
          {...fieldErrorProps(ids.countyId, errors.countyId)}
        >
          <option value="">{t('form.selectLocation')}</option>
          {counties.map((county) => (
            <option key={county.id} value={String(county.id)}>
              {county.longName}
            </option>
          ))}
        </Select>
      </FieldGroup>
      <FieldGroup id={ids.age} label={t('form.age')} error={errors.age} className={classNames.age}>
        <TextInput
          id={ids.age}
          name="age"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          required
          value={values.age}
          onChange={(e) => onChange('age', e.target.value)}
          {...fieldErrorProps(ids.age, errors.age)}
        />
      </FieldGroup>
    </>
  );
}
