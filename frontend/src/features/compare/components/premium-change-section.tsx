import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/i18n/error-messages';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { searchDataQueryOptions, type CompareDatasetContext } from '../api/get-compare-dataset';
import { useCompareYears } from '../api/get-compare-years';
import { useCounties } from '../api/get-counties';
import { useCurrentYear } from '../api/get-current-year';
import { DEFAULT_COMPARE_FORM } from '../compare-criteria';
import { comparePremiums } from '../premium-change';
import { comparedYears, filingPlanYear, type ComparedYears, type FilingDates } from '../premium-change-years';
import { readSavedSearch } from '../saved-search';
import type { County } from '../types';
import { PremiumChangeForm, type Person, type PersonValues } from './premium-change-form';
import { PremiumChangeResults } from './premium-change-results';

type PremiumChangeSectionProps = {
  /** The filing's company product (the Rate Page address's companyProductPk): whose plans are compared. */
  companyProductId: number;
  /** Its name, as the Rate Page's 'Product'. */
  productName: string;
  /** The filing's dates, which give its plan year. */
  filing: FilingDates;
};

/**
 * "What this means for you" on the Rate Page of an individual-market filing: for a
 * location, age and tobacco use, how the monthly premiums of the filing's company product change
 * from the year before the filing's plan year to that year. Computed in the browser from the two
 * compare years' data, fetched as Compare Plans fetches a search's (a county's slice unless the
 * year is held); no other request. Lazily loaded: the default export is the section.
 */
export default function PremiumChangeSection({ companyProductId, productName, filing }: PremiumChangeSectionProps) {
  const years = useCompareYears();
  const counties = useCounties();
  const currentYear = useCurrentYear();
  const planYear = filingPlanYear(filing);
  const listsError = years.error ?? counties.error ?? currentYear.error;
  const { t } = useTranslation('compare');
  const errorMessage = useErrorMessage();

  let body;
  if (listsError) {
    body = <ErrorAlert message={t('page.loadFailed', { reason: errorMessage(listsError) })} />;
  } else if (!years.data || !counties.data || currentYear.data === undefined) {
    body = <p role="status">{t('premiumChange.loadingLists')}</p>;
  } else {
    const pair = comparedYears(planYear, years.data);
    body = pair ? (
      <PremiumChangeAnswer
        years={pair}
        counties={counties.data}
        context={{ newestYear: Math.max(...years.data), currentYear: currentYear.data }}
        companyProductId={companyProductId}
        productName={productName}
      />
    ) : (
      <p>
        {planYear === null
          ? t('premiumChange.noPlanYear')
          : t('premiumChange.yearsNotListed', { planYear, yearBefore: planYear - 1 })}
      </p>
    );
  }

  return (
    <section aria-labelledby="premium-change-heading" className="margin-bottom-4">
      <h2 id="premium-change-heading">{t('premiumChange.heading')}</h2>
      {body}
    </section>
  );
}

type PremiumChangeAnswerProps = {
  years: ComparedYears;
  counties: readonly County[];
  context: CompareDatasetContext;
  companyProductId: number;
  productName: string;
};

/** One question asked with the form; its number keeps each press's data apart, as Compare's searches are. */
type Question = { person: Person; number: number };

/** The form and, once asked, the answer. A saved compare search (SPEC 4.6) fills the form in and is answered at once. */
function PremiumChangeAnswer({ years, counties, context, companyProductId, productName }: PremiumChangeAnswerProps) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('compare');
  const errorMessage = useErrorMessage();
  const [saved] = useState(() => savedPerson(counties));
  const [question, setQuestion] = useState<Question | null>(() => (saved ? { person: saved.person, number: 0 } : null));
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAnswer = useRef(false);

  // Each year's data as a Compare search gets it: the year when held, else the county's slice.
  const yearData = (year: number) => ({
    ...searchDataQueryOptions(queryClient, year, question?.person.countyId ?? 0, context, question?.number ?? 0),
    enabled: question !== null,
  });
  const before = useQuery(yearData(years.before));
  const after = useQuery(yearData(years.after));
  const comparison = useMemo(
    () =>
      question && before.data && after.data
        ? comparePremiums(before.data.dataset, after.data.dataset, { ...question.person, companyProductId })
        : null,
    [question, before.data, after.data, companyProductId],
  );

  useEffect(() => {
    if (comparison && focusAnswer.current) {
      focusAnswer.current = false;
      heading.current?.focus();
    }
  }, [comparison]);

  const onAsk = (person: Person) => {
    focusAnswer.current = true;
    setQuestion((previous) => ({ person, number: (previous?.number ?? 0) + 1 }));
  };

  const loadError = before.error ?? after.error;
  const county = counties.find((c) => c.id === question?.person.countyId);
  return (
    <>
      <p>{t('premiumChange.intro', { productName, before: years.before, after: years.after })}</p>
      <PremiumChangeForm counties={counties} initialValues={saved?.values ?? DEFAULT_PERSON} onAsk={onAsk} />
      {loadError ? (
        <ErrorAlert message={t('page.loadFailed', { reason: errorMessage(loadError) })} />
      ) : question && !comparison ? (
        <p role="status" className="margin-top-4">
          {t('premiumChange.loadingPremiums', { before: years.before, after: years.after })}
        </p>
      ) : (
        question &&
        comparison && (
          <PremiumChangeResults
            comparison={comparison}
            years={years}
            person={question.person}
            countyName={county?.longName ?? t('premiumChange.county', { id: question.person.countyId })}
            productName={productName}
            headingRef={heading}
          />
        )
      )}
    </>
  );
}

/** SPEC 9: default age 21, no tobacco; no location until one is chosen. */
const DEFAULT_PERSON: PersonValues = { countyId: '', age: DEFAULT_COMPARE_FORM.age, tobacco: DEFAULT_COMPARE_FORM.tobacco };

/** The saved compare search's location, age and tobacco use, when it names a county there still is. */
function savedPerson(counties: readonly County[]): { values: PersonValues; person: Person } | null {
  const search = readSavedSearch();
  const countyId = Number(search?.countyId);
  if (!search || !search.tobacco || !counties.some((county) => county.id === countyId)) return null;
  return {
    values: { countyId: search.countyId, age: search.age, tobacco: search.tobacco },
    person: { countyId, age: Number(search.age), tobacco: search.tobacco },
  };
}
