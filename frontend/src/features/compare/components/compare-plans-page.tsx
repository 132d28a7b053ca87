import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/i18n/error-messages';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import {
  cancelPlace,
  downloadYearInBackground,
  prefetchPlace,
  searchDataQueryOptions,
  storedYearQueryOptions,
  type CompareDatasetContext,
} from '../api/get-compare-dataset';
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

const NO_CONTEXT: CompareDatasetContext = { newestYear: 0, currentYear: 0 };

type ComparePlansPageProps = {
  contacts: CompareHelpContacts;
};

/**
 * The Compare Plans screen (SPEC 2.5): considerations, the 'Compare plans' form,
 * the results and the notes. Choosing a year loads that year's dataset when this browser
 * has stored it (SPEC 4.6), so Search Now only derives and paints the results. Otherwise a
 * search is answered from its county's slice, fetched as soon as a year and a
 * location are chosen; once results from a slice are painted, the whole year is
 * downloaded and stored at low priority for the next search. A search saved in the last
 * hour (cookie comparePlans) is restored and run when the page opens.
 */
export function ComparePlansPage({ contacts }: ComparePlansPageProps) {
  const { t } = useTranslation('compare');
  const errorMessage = useErrorMessage();
  const years = useCompareYears();
  const counties = useCounties();
  const currentYear = useCurrentYear();
  const queryClient = useQueryClient();
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
  const chosenYearStored = useQuery({
    ...storedYearQueryOptions(queryClient, Number(chosenYear), context ?? NO_CONTEXT),
    enabled: chosenYear !== '' && context !== null,
  });
  const search = useQuery({
    ...searchDataQueryOptions(
      queryClient,
      criteria?.year ?? 0,
      criteria?.countyId ?? 0,
      context ?? NO_CONTEXT,
      searchCount,
    ),
    enabled: criteria !== null && context !== null,
  });
  const searchedDataset = search.data?.dataset;

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
    () => (criteria && searchedDataset ? derivePlanResults(searchedDataset, criteria) : null),
    [criteria, searchedDataset],
  );

  // Results painted from a county slice: once the frame is on screen, fetch and store the whole
  // year for the next search. Every such search tries again if an earlier download failed.
  const paintedFromSlice = results !== null && search.data?.source === 'county';
  useEffect(() => {
    if (!paintedFromSlice || !criteria || !context) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => downloadYearInBackground(queryClient, criteria.year, context));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [paintedFromSlice, criteria, context, searchCount, queryClient]);

  // A chosen year and location are fetched before Search Now is pressed; choosing another
  // location (arrow keys step through them) stops the download no search needs.
  const prefetched = useRef<{ year: number; countyId: number } | null>(null);
  const onPlaceChange = (year: string, countyId: string) => {
    setChosenYear(year);
    const previous = prefetched.current;
    const searched = previous && criteria?.year === previous.year && criteria.countyId === previous.countyId;
    if (previous && !searched) cancelPlace(queryClient, previous.year, previous.countyId);
    prefetched.current = null;
    if (!year || !countyId || !context) return;
    prefetched.current = { year: Number(year), countyId: Number(countyId) };
    void prefetchPlace(queryClient, Number(year), Number(countyId), context);
  };

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
  const datasetLoading = chosenYearStored.isFetching || (criteria !== null && search.isFetching);
  const loadError = years.error ?? counties.error ?? currentYear.error ?? search.error;

  return (
    <>
      <h1 className="margin-top-4">{t('page.heading')}</h1>
      {(listsLoading || datasetLoading) && <LoadingOverlay label={t('page.loading')} />}
      {loadError && (
        <ErrorAlert message={t('page.loadFailed', { reason: errorMessage(loadError) })} />
      )}
      {!listsLoading && (
        <>
          <CompareConsiderations {...contacts} />
          <CompareForm
            years={years.data ?? []}
            counties={counties.data ?? []}
            initialValues={restorable ?? DEFAULT_COMPARE_FORM}
            onPlaceChange={onPlaceChange}
            onSearch={onSearch}
          />
          {criteria && results && searchedDataset && (
            <CompareResults
              key={searchCount}
              compareYear={searchedDataset.compareYear}
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
