import { DEFAULT_COVERAGE, expandCoverage, type CoverageChoice, type MetalLevelCode } from './coverage';

/** Tobacco use as the rate key writes it (SPEC 5.2): Y or N. */
export type TobaccoUse = 'Y' | 'N';

/** The 'Compare plans' form as typed: every field is still a string. */
export type CompareFormValues = {
  year: string;
  /** A county id, or '' while the placeholder is selected. */
  countyId: string;
  age: string;
  tobacco: '' | TobaccoUse;
  coverage: CoverageChoice[];
};

/**
 * What can be wrong with a field: the key of the message that says how to fix it
 * (`compare:validation.*`, SPEC 5.1).
 */
export type CompareFieldError = 'yearMissing' | 'locationMissing' | 'ageMissing' | 'ageNotWhole' | 'tobaccoMissing';

/** The fields that can be wrong, each with what is wrong with it. */
export type CompareFormErrors = Partial<Record<'year' | 'countyId' | 'age' | 'tobacco', CompareFieldError>>;

/** A complete, valid search (what the results section will run). */
export type CompareCriteria = {
  year: number;
  countyId: number;
  age: number;
  tobacco: TobaccoUse;
  metalLevels: MetalLevelCode[];
};

/** SPEC 9: default age 21, tobacco No, all levels. */
export const DEFAULT_COMPARE_FORM: CompareFormValues = {
  year: '',
  countyId: '',
  age: '21',
  tobacco: 'N',
  coverage: [...DEFAULT_COVERAGE],
};

const WHOLE_NUMBER = /^\d{1,3}$/;

/** SPEC 5.1: Year, Location, Age and Tobacco are required; Age is a whole number. */
export function validateCompareForm(values: CompareFormValues): CompareFormErrors {
  const errors: CompareFormErrors = {};
  if (!values.year) errors.year = 'yearMissing';
  if (!values.countyId) errors.countyId = 'locationMissing';
  const age = values.age.trim();
  if (!age) errors.age = 'ageMissing';
  else if (!WHOLE_NUMBER.test(age)) errors.age = 'ageNotWhole';
  if (!values.tobacco) errors.tobacco = 'tobaccoMissing';
  return errors;
}

/** The search a valid form stands for; call only when {@link validateCompareForm} found nothing. */
export function toCompareCriteria(values: CompareFormValues): CompareCriteria {
  return {
    year: Number(values.year),
    countyId: Number(values.countyId),
    age: Number(values.age.trim()),
    tobacco: values.tobacco === 'Y' ? 'Y' : 'N',
    metalLevels: expandCoverage(values.coverage),
  };
}
