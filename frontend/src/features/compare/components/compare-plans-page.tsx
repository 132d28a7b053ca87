import { useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '@/lib/api-client';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useCompareDataset, type CompareDatasetContext } from '../api/get-compare-dataset';
import { useCompareYears } from '../api/get-compare-years';
import { useCounties } from '../api/get-counties';
import { useCurrentYear } from '../api/get-current-year';
import {
  DEFAULT_COMPARE_FORM,
  toCompareCriteria,
  validateCompareForm,
  type CompareCriteria,
  type CompareFormValues,
} from '../compare-criteria';
import { derivePlanResults } from '../plan-results';
import { readSavedSearch, saveSearch } from '../saved-search';
import { CompareConsiderations, type CompareHelpContacts } from './compare-considerations';
import { CompareForm } from './compare-form';
import { CompareNotes } from './compare-notes';
import { CompareResults } from './compare-results';

type ComparePlansPageProps = {
  contacts: CompareHelpContacts;
};

/**
 * The Compare Plans screen (SPEC 2.5): considerations, the 'Compare plans' form,
 * the results and the notes. The dataset of the chosen year is loaded as soon as
 * the year is chosen (from the browser cache when SPEC 4.6 allows), so pressing
 * Search Now only derives and paints the results. A search saved in the last hour
 * (cookie comparePlans) is restored and run when the page opens.
 */
export function ComparePlansPage({ contacts }: ComparePlansPageProps) {
  const years = useCompareYears();
  const counties = useCounties();
  const currentYear = useCurrentYear();
  const [saved] = useState(() => readSavedSearch());
  const [chosenYear, setChosenYear] = useState('');
  const [criteria, setCriteria] = useState<CompareCriteria | null>(null);
  // Counts searches: each one renders its results afresh (first cards first).
  const [searchCount, setSearchCount] = useState(0);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  const context = useMemo<CompareDatasetContext | null>(
    () =>
      years.data && currentYear.data !== undefined
        ? { newestYear: Math.max(...years.data), currentYear: currentYear.data }
        : null,
    [years.data, currentYear.data],
  );
  const chosenDataset = useCompareDataset(chosenYear ? Number(chosenYear) : null, context);
  const searchedDataset = useCompareDataset(criteria?.year ?? null, context);

  // The saved search runs once the lists show that it still makes sense (SPEC 4.6).
  const restorable = useMemo(() => {
    if (!saved || !years.data || !counties.data) return null;
    if (!years.data.includes(Number(saved.year))) return null;
    if (!counties.data.some((county) => String(county.id) === saved.countyId)) return null;
    return Object.keys(validateCompareForm(saved)).length === 0 ? saved : null;
  }, [saved, years.data, counties.data]);
  useEffect(() => {
    if (!restorable) return;
    setChosenYear(restorable.year);
    setCriteria(toCompareCriteria(restorable));
    setSearchCount((count) => count + 1);
  }, [restorable]);

  const results = useMemo(
    () => (criteria && searchedDataset.data ? derivePlanResults(searchedDataset.data, criteria) : null),
    [criteria, searchedDataset.data],
  );

  // After a search Search Now started, move focus to the results heading.
  useEffect(() => {
    if (results && focusResults.current) {
      focusResults.current = false;
      resultsHeading.current?.focus();
    }
  }, [results]);

  const onSearch = (next: CompareCriteria, values: CompareFormValues) => {
    saveSearch(values);
    focusResults.current = true;
    setCriteria(next);
    setSearchCount((count) => count + 1);
  };

  const listsLoading = years.isPending || counties.isPending || currentYear.isPending;
  const datasetLoading = chosenDataset.isFetching || searchedDataset.isFetching;
  const loadError = years.error ?? counties.error ?? currentYear.error ?? chosenDataset.error ?? searchedDataset.error;

  return (
    <>
      <h1 className="margin-top-4">Individual Health Benefit Plans On/Off Exchange Insurance Plan Comparison</h1>
      {(listsLoading || datasetLoading) && <LoadingOverlay label="Loading plan comparison…" />}
      {loadError && (
        <ErrorAlert message={`Something went wrong. Please try again later: ${describeError(loadError)}`} />
      )}
      {!listsLoading && (
        <>
          <CompareConsiderations {...contacts} />
          <CompareForm
            years={years.data ?? []}
            counties={counties.data ?? []}
            initialValues={restorable ?? DEFAULT_COMPARE_FORM}
            onYearChange={setChosenYear}
            onSearch={onSearch}
          />
          {criteria && results && searchedDataset.data && (
            <CompareResults
              key={searchCount}
              compareYear={searchedDataset.data.compareYear}
              results={results}
              headingRef={resultsHeading}
            />
          )}
          <CompareNotes {...contacts} />
        </>
      )}
    </>
  );
}
