import { Button, Select } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
import {
  toCompareCriteria,
  validateCompareForm,
  type CompareCriteria,
  type CompareFormErrors,
  type CompareFormValues,
} from '../compare-criteria';
import { toggleCoverage } from '../coverage';
import type { CompareYear, County } from '../types';
import { FieldGroup, fieldErrorProps, PlaceAndAgeFields, useCheckedForm } from './compare-fields';
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

/** Each field a quarter of the row on desktops, half on tablets. */
const FIELD_COLUMNS = 'tablet:grid-col-6 desktop:grid-col-3';

/**
 * The 'Compare plans' form (SPEC 2.5, 5.1). Feedback appears only once Search
 * Now has been pressed, and from then on follows every change.
 */
export function CompareForm({ years, counties, initialValues, onPlaceChange, onSearch }: CompareFormProps) {
  const { t } = useTranslation('compare');
  const { values, errors, set, formRef, onSubmit } = useCheckedForm(
    initialValues,
    validateCompareForm,
    FIELD_IDS,
    (valid: CompareFormValues) => onSearch(toCompareCriteria(valid), valid),
  );

  return (
    <section aria-labelledby="compare-form-heading" className="margin-top-4">
      <h2 id="compare-form-heading">{t('form.heading')}</h2>
      <p className="usa-hint">{t('form.allRequired')}</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
        <div className="grid-row grid-gap">
          <FieldGroup id={FIELD_IDS.year} label={t('form.year')} error={errors.year} className={FIELD_COLUMNS}>
            <Select
              id={FIELD_IDS.year}
              name="year"
              required
              value={values.year}
              onChange={(e) => {
                set('year', e.target.value);
                onPlaceChange(e.target.value, values.countyId);
              }}
              {...fieldErrorProps(FIELD_IDS.year, errors.year)}
            >
              <option value="">{t('form.selectYear')}</option>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </Select>
          </FieldGroup>

          <PlaceAndAgeFields
            ids={FIELD_IDS}
            classNames={{ countyId: FIELD_COLUMNS, age: FIELD_COLUMNS }}
            counties={counties}
            values={values}
            errors={errors}
            onChange={(field, value) => {
              set(field, value);
              if (field === 'countyId') onPlaceChange(values.year, value);
            }}
          />

          <FieldGroup id={FIELD_IDS.tobacco} label={t('form.tobacco')} error={errors.tobacco} className={FIELD_COLUMNS}>
            <Select
              id={FIELD_IDS.tobacco}
              name="tobacco"
              required
              value={values.tobacco}
              onChange={(e) => set('tobacco', e.target.value === 'Y' || e.target.value === 'N' ? e.target.value : '')}
              {...fieldErrorProps(FIELD_IDS.tobacco, errors.tobacco)}
            >
              <option value="">{t('form.selectYesOrNo')}</option>
              <option value="Y">{t('form.yes')}</option>
              <option value="N">{t('form.no')}</option>
            </Select>
          </FieldGroup>
        </div>

        <div className="usa-form-group">
          <div className={styles.coverageLabelRow}>
            <span id="compare-coverage-label" className="usa-label margin-top-0">
              {t('form.coverage')}
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
          {t('form.search')}
        </Button>
      </form>
    </section>
  );
}
