import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyFeed } from '@/lib/feeds';
import { paths } from '@/lib/paths';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { FollowFeeds } from '@/lib/ui/follow-feeds';
import { LoadingOverlay } from '@/lib/ui/loading-overlay';
import { useCompanyProducts } from '../api/get-company-products';
import { toCompanyOverview, type CompanyOverview } from '../company-overview';
import { CompanyInformation } from './company-information';
import { ProductInformation } from './product-information';
import { RateFilingData } from './rate-filing-data';

/** The rate history charts of the products with public filings, drawn by the page's route. */
export type CompanyRateHistorySlot = (products: CompanyOverview['productsWithFilings']) => ReactNode;

type CompanyPageProps = {
  /** The product named in the address; null when the address holds no valid key. */
  companyProductPk: number | null;
  /** Shown below Rate Filing Data when the company has public filings. */
  rateHistory?: CompanyRateHistorySlot;
};

/**
 * The Company Page (SPEC 2.8): a company's contact details, products and rate filings, under its
 * name the company's feed to follow, and below the filings their rate history.
 */
export function CompanyPage({ companyProductPk, rateHistory }: CompanyPageProps) {
  const { t } = useTranslation('company');
  return (
    <div className="margin-y-4">
      <p className="margin-top-0 margin-bottom-1">
        <Link to={paths.compare.href()} className="usa-link">
          {t('compareMore')}
        </Link>
      </p>
      {companyProductPk === null ? (
        <NoCompanyData />
      ) : (
        // A fresh page per product: table sorts do not carry over to another company.
        <LoadedCompany key={companyProductPk} companyProductPk={companyProductPk} rateHistory={rateHistory} />
      )}
    </div>
  );
}

function LoadedCompany({ companyProductPk, rateHistory }: { companyProductPk: number; rateHistory?: CompanyRateHistorySlot }) {
  const { t } = useTranslation('company');
  const records = useCompanyProducts(companyProductPk);

  if (records.isPending) return <LoadingOverlay label={t('loading')} />;
  if (records.isError) {
    return (
      <>
        <h1 className="margin-top-1">{t('heading')}</h1>
        <ErrorAlert message={t('error')} />
      </>
    );
  }
  const overview = toCompanyOverview(records.data);
  return overview ? <CompanyOverviewSections overview={overview} rateHistory={rateHistory} /> : <NoCompanyData />;
}

/** SPEC 2.8/8: an unknown product, or one the server has nothing public for. */
function NoCompanyData() {
  const { t } = useTranslation('company');
  return (
    <>
      <h1 className="margin-top-1">{t('heading')}</h1>
      <p className="usa-intro">{t('noData')}</p>
    </>
  );
}

type CompanyOverviewSectionsProps = { overview: CompanyOverview; rateHistory?: CompanyRateHistorySlot };

function CompanyOverviewSections({ overview, rateHistory }: CompanyOverviewSectionsProps) {
  const id = useId();
  const { company, productNames, typesOfInsurance, filingsByType, productsWithFilings } = overview;
  return (
    <>
      <h1 className="margin-top-1">{company.companyName}</h1>
      <FollowFeeds feeds={[companyFeed(company.companyId, company.companyName)]} />
      <div className="grid-row grid-gap-lg">
        <div className="tablet:grid-col-6">
          <CompanyInformation company={company} headingId={`${id}-company`} />
        </div>
        <div className="tablet:grid-col-6">
          <ProductInformation
            productNames={productNames}
            typesOfInsurance={typesOfInsurance}
            headingId={`${id}-products`}
          />
        </div>
      </div>
      {filingsByType.length > 0 && <RateFilingData filingsByType={filingsByType} headingId={`${id}-filings`} />}
      {productsWithFilings.length > 0 && rateHistory?.(productsWithFilings)}
    </>
  );
}
