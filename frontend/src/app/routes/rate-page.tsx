import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isIndividualMarket } from '@/features/compare/premium-change-years';
import { filingKeysOf } from '@/features/filing/api/get-single-filing';
import { RatePage, type FilingSectionSlot } from '@/features/filing/components/rate-page';
import { FilingRateHistory } from '@/features/rate-history/components/rate-history-sections';

/** "What this means for you": its own chunk, loaded only on an individual-market filing. */
const PremiumChangeSection = lazy(() => import('@/features/compare/components/premium-change-section'));

/** The filing among its product's filings. */
const rateHistory: FilingSectionSlot = (filing) => <FilingRateHistory filing={filing} />;

/** What the filing means for a person's premium, on an individual-market filing. */
const premiumChange: FilingSectionSlot = ({ product, detail, companyProductPk }) =>
  isIndividualMarket(detail.lahMarketType) && (
    <Suspense fallback={<PremiumChangeLoading />}>
      {/* The server found the filing under this company product: its plans are the ones compared. */}
      <PremiumChangeSection companyProductId={companyProductPk} productName={product.productName} filing={detail} />
    </Suspense>
  );

/** What the premium change section's place says while its chunk loads. */
function PremiumChangeLoading() {
  const { t } = useTranslation('filing');
  return <p role="status">{t('ratePage.loadingPremiumChange')}</p>;
}

/**
 * Rate Page (SPEC 2.9): /company/{companyProductPk}/rate/{filingId}/{companyPk}/{toiId}. Loaded
 * lazily, as its own chunk (`router.tsx`): the entry bundle every page waits for stays small.
 */
export function Component() {
  const filingKeys = filingKeysOf(useParams());
  // A new address is a new filing: start afresh, without the last one's dialog, draft or receipt.
  return (
    <RatePage
      key={Object.values(filingKeys).join('/')}
      filingKeys={filingKeys}
      rateHistory={rateHistory}
      premiumChange={premiumChange}
    />
  );
}
