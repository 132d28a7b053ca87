import { useParams } from 'react-router';
import { RatePage } from '@/features/filing/components/rate-page';
import { FilingRateHistory } from '@/features/rate-history/components/rate-history-sections';

/**
 * Rate Page (SPEC 2.9): /company/{companyProductPk}/rate/{filingId}/{companyPk}/{toiId}, with the
 * filing's place in its product's rate history (issue 20).
 */
export function RatePageRoute() {
  const { companyProductPk = '', filingId = '', companyPk = '', toiId = '' } = useParams();
  const filingKeys = { companyProductPk, filingId, companyPk, toiId };
  // A new address is a new filing: start afresh, without the last one's dialog, draft or receipt.
  return (
    <RatePage
      key={Object.values(filingKeys).join('/')}
      filingKeys={filingKeys}
      rateHistory={(filing) => <FilingRateHistory filing={filing} />}
    />
  );
}
