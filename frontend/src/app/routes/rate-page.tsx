import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { isIndividualMarket } from '@/features/compare/premium-change-years';
import { RatePage, type FilingSectionSlot } from '@/features/filing/components/rate-page';

/** "What this means for you" (issue 20): its own chunk, loaded only on an individual-market filing. */
const PremiumChangeSection = lazy(() => import('@/features/compare/components/premium-change-section'));

/** Rate Page (SPEC 2.9): /company/{companyProductPk}/rate/{filingId}/{companyPk}/{toiId}. */
export function RatePageRoute() {
  const { companyProductPk = '', filingId = '', companyPk = '', toiId = '' } = useParams();
  const filingKeys = { companyProductPk, filingId, companyPk, toiId };
  // The server found the filing under this company product: its plans are the ones compared.
  const premiumChange: FilingSectionSlot = (product, detail) =>
    isIndividualMarket(detail.lahMarketType) && (
      <Suspense fallback={<p role="status">Loading “What this means for you”…</p>}>
        <PremiumChangeSection
          companyProductId={Number(companyProductPk)}
          productName={product.productName}
          filing={detail}
        />
      </Suspense>
    );
  // A new address is a new filing: start afresh, without the last one's dialog, draft or receipt.
  return <RatePage key={Object.values(filingKeys).join('/')} filingKeys={filingKeys} premiumChange={premiumChange} />;
}
