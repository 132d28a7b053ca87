import { useParams } from 'react-router';
import { parseCompanyProductPk } from '@/features/company/company-product-pk';
import { CompanyPage } from '@/features/company/components/company-page';

/** Company Page (SPEC 2.8): /company/{companyProductPk}. */
export function CompanyRoute() {
  const { companyProductPk } = useParams();
  return <CompanyPage companyProductPk={parseCompanyProductPk(companyProductPk)} />;
}
