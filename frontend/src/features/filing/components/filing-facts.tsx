import { StatusBadge } from '@/lib/ui/status-badge';
import type { FilingDetail, SingleFiling } from '../types';
import { countOrNull, dateOrNull, FactList, percentOrNull, textOrNull, type Fact } from '@/lib/ui/fact-list';

type ProductInformationProps = {
  product: Pick<SingleFiling, 'productName' | 'typeOfInsurance'>;
  filing: FilingDetail;
};

/** SPEC 2.9 'Product Information': the company product, then the product and market as filed. */
export function ProductInformation({ product, filing }: ProductInformationProps) {
  const facts: Fact[] = [
    { term: 'Product', value: textOrNull(product.productName) },
    { term: 'Type of Insurance', value: textOrNull(product.typeOfInsurance) },
    { term: 'Product Name', value: textOrNull(filing.productName) },
    { term: 'Market Type', value: textOrNull(filing.lahMarketType) },
    { term: 'Group Market Size', value: textOrNull(filing.lahGrpMarketSize) },
    { term: 'Group Market Type', value: textOrNull(filing.lahGrpMarketType) },
  ];
  return <FactList facts={facts} />;
}

type RateFactsProps = {
  filing: FilingDetail;
};

/** SPEC 2.9 'Rate': the filing's tracking numbers, dates, status and this company's rate figures. */
export function RateFacts({ filing }: RateFactsProps) {
  const { companyRate } = filing;
  const facts: Fact[] = [
    { term: 'Tracking Number', value: textOrNull(filing.filingSerffTrackNum) },
    { term: 'Submission Date', value: dateOrNull(filing.submissionDate) },
    { term: 'Implementation Date Requested', value: dateOrNull(filing.effImpDateReqNew) },
    { term: 'Status', value: <StatusBadge {...filing.stateStatus} /> },
    { term: 'Company Tracking Number', value: textOrNull(filing.compTrackNum) },
    { term: 'Number of Policy Holders Affected', value: countOrNull(companyRate.rateAffPolicyHolder) },
    // SPEC 9 'Percent display': a leading '+' when positive and a trailing '%'.
    { term: 'Maximum % Change', value: percentOrNull(companyRate.rateMaxChange) },
    { term: 'Minimum % Change', value: percentOrNull(companyRate.rateMinChange) },
  ];
  return <FactList facts={facts} />;
}
