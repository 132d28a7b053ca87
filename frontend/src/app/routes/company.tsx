import { useParams } from 'react-router';
import { parseCompanyProductPk } from '@/features/company/company-product-pk';
import { CompanyPage } from '@/features/company/components/company-page';
import { CompanyRateHistory } from '@/features/rate-history/components/rate-history-sections';

/** Company Page (SPEC 2.8): /company/{companyProductPk}, with its products' rate histories. */
export function CompanyRoute() {
  const { companyProductPk } = useParams();
  return (
    <CompanyPage
      companyProductPk={parseCompanyProductPk(companyProductPk)}
      rateHistory={(products) => <CompanyRateHistory products={products} />}
    />
  );
}
