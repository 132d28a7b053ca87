import { useState } from 'react';
import { describeError } from '@/lib/api-client';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useCompareYears } from '../api/get-compare-years';
import { useCounties } from '../api/get-counties';
import type { CompareCriteria } from '../compare-criteria';
import { CompareConsiderations, type CompareHelpContacts } from './compare-considerations';
import { CompareForm } from './compare-form';

type ComparePlansPageProps = {
  contacts: CompareHelpContacts;
};

/** The Compare Plans screen (SPEC 2.5): considerations and the 'Compare plans' form. */
export function ComparePlansPage({ contacts }: ComparePlansPageProps) {
  const years = useCompareYears();
  const counties = useCounties();
  // The last valid search; the results section (a later slice) renders from it.
  const [, setCriteria] = useState<CompareCriteria | null>(null);

  const loading = years.isPending || counties.isPending;
  const loadError = years.error ?? counties.error;

  return (
    <>
      <h1 className="margin-top-4">Individual Health Benefit Plans On/Off Exchange Insurance Plan Comparison</h1>
      {loading ? (
        <LoadingOverlay label="Loading plan comparison…" />
      ) : (
        <>
          {loadError && (
            <ErrorAlert message={`Something went wrong. Please try again later: ${describeError(loadError)}`} />
          )}
          <CompareConsiderations {...contacts} />
          <CompareForm years={years.data ?? []} counties={counties.data ?? []} onSearch={setCriteria} />
        </>
      )}
    </>
  );
}
