import { CompareYearsPage } from '@/features/admin/compare-years/components/compare-years-page';

/** Compare Years (SPEC 2.17). */
export function Component() {
  return <CompareYearsPage />;
}
