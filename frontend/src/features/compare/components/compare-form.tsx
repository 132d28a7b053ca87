import { useRef, useState, type FormEvent } from 'react';
import { Button, ErrorMessage, FormGroup, Label, Select } from '@trussworks/react-uswds';
import {
  toCompareCriteria,
  validateCompareForm,
  type CompareCriteria,
  type CompareFormErrors,
  type CompareFormValues,
} from '../compare-criteria';
import { toggleCoverage } from '../coverage';
import type { CompareYear, County } from '../types';
import { AgeField, fieldErrorProps, LocationField } from './compare-fields';
import { CoverageLevelButtons } from './coverage-level-buttons';
import { MetalLevelsHelp } from './metal-levels-help';
import styles from './compare-form.module.css';

type CompareFormProps = {
  years: readonly CompareYear[];
  counties: readonly County[];
  /** What the form starts with: the defaults, or a restored saved search. */
  initialValues: CompareFormValues;
  /** Called when another year or location is chosen, with both (either may be ''), so their data can be fetched ahead. */
  onPlaceChange: (year: string, countyId: string) => void;
  /** Called with the criteria, and the values they came from, each time Search Now is pressed on a valid form. */
  onSearch: (criteria: CompareCriteria, values: CompareFormValues) => void;
};

/** Field ids, in the order a person meets them: the first wrong one gets focus. */
const FIELD_IDS = {
  year: 'compare-year',
  countyId: 'compare-location',
  age: 'compare-age',
  tobacco: 'compare-tobacco',
} as const satisfies Record<keyof CompareFormErrors, string>;

/** Props that tie a field to its error message, once errors are shown. */
function errorProps(field: keyof CompareFormErrors, errors: CompareFormErrors) {
  return fieldErrorProps(FIELD_IDS[field], errors[field]);
}

/**
 * The 'Compare plans' form (SPEC 2.5, 5.1). Feedback appears only once Search
 * Now has been pressed, and from then on follows every change.
 */
export function CompareForm({ years, counties, initialValues, onPlaceChange, onSearch }: CompareFormProps) {
  const [values, setValues] = useState<CompareFormValues>(initialValues);
  const [searchPressed, setSearchPressed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = searchPressed ? validateCompareForm(values) : {};
  const set = <K extends keyof CompareFormValues>(key: K, value: CompareFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearchPressed(true);
    const found = validateCompareForm(values);
    const firstWrong = (Object.keys(FIELD_IDS) as Array<keyof CompareFormErrors>).find((f) => found[f]);
    if (firstWrong) {
      formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[firstWrong]}`)?.focus();
      return;
    }
    onSearch(toCompareCriteria(values), values);
  };

  return (
    <section aria-labelledby="compare-form-heading" className="margin-top-4">
      <h2 id="compare-form-heading">Compare plans</h2>
      <p className="usa-hint">All fields are required.</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
        <div className="grid-row grid-gap">
          <FormGroup error={Boolean(errors.year)} className="tablet:grid-col-6 desktop:grid-col-3">
            <Label htmlFor={FIELD_IDS.year} error={Boolean(errors.year)}>
              Year
            </Label>
            {errors.year && <ErrorMessage id={`${FIELD_IDS.year}-error`}>{errors.year}</ErrorMessage>}
            <Select
              id={FIELD_IDS.year}
              name="year"
              required
              value={values.year}
              onChange={(e) => {
                set('year', e.target.value);
                onPlaceChange(e.target.value, values.countyId);
              }}
              {...errorProps('year', errors)}
            >
              <option value="">— Select a year —</option>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </Select>
          </FormGroup>

          <LocationField
            id={FIELD_IDS.countyId}
            className="tablet:grid-col-6 desktop:grid-col-3"
            counties={counties}
            value={values.countyId}
            error={errors.countyId}
            onChange={(countyId) => {
              set('countyId', countyId);
              onPlaceChange(values.year, countyId);
            }}
          />

          <AgeField
            id={FIELD_IDS.age}
            className="tablet:grid-col-6 desktop:grid-col-3"
            value={values.age}
            error={errors.age}
            onChange={(age) => set('age', age)}
          />

          <FormGroup error={Boolean(errors.tobacco)} className="tablet:grid-col-6 desktop:grid-col-3">
            <Label htmlFor={FIELD_IDS.tobacco} error={Boolean(errors.tobacco)}>
              Tobacco
            </Label>
            {errors.tobacco && (
              <ErrorMessage id={`${FIELD_IDS.tobacco}-error`}>{errors.tobacco}</ErrorMessage>
            )}
            <Select
              id={FIELD_IDS.tobacco}
              name="tobacco"
              required
              value={values.tobacco}
              onChange={(e) => set('tobacco', e.target.value === 'Y' || e.target.value === 'N' ? e.target.value : '')}
              {...errorProps('tobacco', errors)}
            >
              <option value="">— Select Yes or No —</option>
              <option value="Y">Yes</option>
              <option value="N">No</option>
            </Select>
          </FormGroup>
        </div>

        <div className="usa-form-group">
          <div className={styles.coverageLabelRow}>
            <span id="compare-coverage-label" className="usa-label margin-top-0">
              Level of coverage
            </span>
            <MetalLevelsHelp />
          </div>
          <CoverageLevelButtons
            labelledBy="compare-coverage-label"
            selected={values.coverage}
            onToggle={(choice) => set('coverage', toggleCoverage(values.coverage, choice))}
          />
        </div>

        <Button type="submit" className="margin-top-4">
          Search Now
        </Button>
      </form>
    </section>
  );
}
