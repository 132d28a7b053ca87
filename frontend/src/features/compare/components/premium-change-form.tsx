import { Button, ErrorMessage, Fieldset, Radio } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COMPARE_FORM,
  validateCompareForm,
  type CompareFieldError,
  type CompareFormValues,
  type TobaccoUse,
} from '../compare-criteria';
import type { County } from '../types';
import { PlaceAndAgeFields, useCheckedForm } from './compare-fields';
import styles from './premium-change.module.css';

/** What the form asks: a person's county, age and tobacco use, as typed. */
export type PersonValues = Pick<CompareFormValues, 'countyId' | 'age' | 'tobacco'>;

/** A valid answer. */
export type Person = { countyId: number; age: number; tobacco: TobaccoUse };

type PremiumChangeFormProps = {
  counties: readonly County[];
  /** What the form starts with: the defaults of SPEC 9, or the saved compare search. */
  initialValues: PersonValues;
  /** Called with the answer each time 'Show my premiums' is pressed on a valid form. */
  onAsk: (person: Person) => void;
};

/** Field ids, in the order a person meets them: the first wrong one gets focus. */
const FIELD_IDS = {
  countyId: 'premium-change-location',
  age: 'premium-change-age',
  tobacco: 'premium-change-tobacco',
} as const;

type PersonErrors = Partial<Record<keyof typeof FIELD_IDS, CompareFieldError>>;

/** The Compare form's rules and messages (SPEC 5.1) for the three fields asked here. */
function validatePerson(values: PersonValues): PersonErrors {
  const { countyId, age, tobacco } = validateCompareForm({ ...DEFAULT_COMPARE_FORM, year: 'any', ...values });
  return Object.fromEntries(Object.entries({ countyId, age, tobacco }).filter(([, message]) => message));
}

/** The answers, as the rate key writes them, with their label (`compare:form.*`). */
const TOBACCO_CHOICES: ReadonlyArray<{ value: TobaccoUse; label: 'form.yes' | 'form.no' }> = [
  { value: 'Y', label: 'form.yes' },
  { value: 'N', label: 'form.no' },
];

/**
 * "What this means for you": location, age and tobacco use. As on Compare Plans (SPEC 5.1),
 * feedback appears once the button has been pressed and follows every change from then on.
 */
export function PremiumChangeForm({ counties, initialValues, onAsk }: PremiumChangeFormProps) {
  const { t } = useTranslation('compare');
  const { values, errors, set, formRef, onSubmit } = useCheckedForm(
    initialValues,
    validatePerson,
    FIELD_IDS,
    (valid: PersonValues) =>
      onAsk({ countyId: Number(valid.countyId), age: Number(valid.age.trim()), tobacco: valid.tobacco === 'Y' ? 'Y' : 'N' }),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
      <p className="usa-hint">{t('form.allRequired')}</p>
      <div className="grid-row grid-gap">
        <PlaceAndAgeFields
          ids={FIELD_IDS}
          classNames={{ countyId: 'tablet:grid-col-5', age: 'tablet:grid-col-3' }}
          counties={counties}
          values={values}
          errors={errors}
          onChange={set}
        />
        <Fieldset
          legend={t('premiumChange.tobaccoUse')}
          className={`usa-form-group tablet:grid-col-4 ${errors.tobacco ? 'usa-form-group--error' : ''}`}
          id={FIELD_IDS.tobacco}
          tabIndex={-1}
          aria-describedby={errors.tobacco ? `${FIELD_IDS.tobacco}-error` : undefined}
        >
          {errors.tobacco && <ErrorMessage id={`${FIELD_IDS.tobacco}-error`}>{errors.tobacco}</ErrorMessage>}
          <div className={styles.radios}>
            {TOBACCO_CHOICES.map((choice) => (
              <Radio
                key={choice.value}
                id={`${FIELD_IDS.tobacco}-${choice.value}`}
                name="premium-change-tobacco"
                label={t(choice.label)}
                value={choice.value}
                checked={values.tobacco === choice.value}
                onChange={() => set('tobacco', choice.value)}
              />
            ))}
          </div>
        </Fieldset>
      </div>
      <Button type="submit" className="margin-top-3">
        {t('premiumChange.ask')}
      </Button>
    </form>
  );
}
