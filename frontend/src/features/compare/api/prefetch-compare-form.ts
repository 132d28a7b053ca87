import type { QueryClient } from '@tanstack/react-query';
import { countiesQueryOptions } from './get-counties';
import { compareYearsQueryOptions } from './get-compare-years';
import { currentYearQueryOptions } from './get-current-year';

/**
 * Starts the three requests the 'Compare plans' form needs (years, counties, current year)
 * without waiting for them, so they run beside the site profile rather than after it.
 */
export function prefetchCompareForm(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(compareYearsQueryOptions());
  void queryClient.prefetchQuery(countiesQueryOptions());
  void queryClient.prefetchQuery(currentYearQueryOptions());
}
