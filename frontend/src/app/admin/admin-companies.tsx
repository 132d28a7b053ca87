import { CompaniesPage } from '@/features/admin/companies/components/companies-page';

/** Admin Companies (SPEC 2.13). */
export function Component() {
  return <CompaniesPage />;
}
