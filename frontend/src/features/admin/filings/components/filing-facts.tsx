import { StatusBadge } from '@/lib/ui/status-badge';
import type { AdminFiling } from '../types';
import { countOrNull, dateOrNull, FactList, percentOrNull, textOrNull, type Fact } from '@/lib/ui/fact-list';

type FilingFactsProps = {
  filing: AdminFiling;
};

/**
 * SPEC 2.12 'Product Information'. The admin API carries one product name, the name as filed,
 * so 'Product' and 'Product Name' both show it.
 */
export function ProductInformation({ filing }: FilingFactsProps) {
  const facts: Fact[] = [
    { term: 'Product', value: textOrNull(filing.productName) },
    { term: 'Type of Insurance', value: textOrNull(filing.toi.name) },
    { term: 'Product Name', value: textOrNull(filing.productName) },
    { term: 'Market Type', value: textOrNull(filing.lahMarketType) },
    { term: 'Group Market Size', value: textOrNull(filing.lahGrpMarketSize) },
    { term: 'Group Market Type', value: textOrNull(filing.lahGrpMarketType) },
  ];
  return <FactList facts={facts} />;
}

/** SPEC 2.12 'Rate': tracking numbers, dates, status, and the first company's rate figures. */
export function RateFacts({ filing }: FilingFactsProps) {
  const { companyRate } = filing;
  const facts: Fact[] = [
    // The label as SPEC 2.12 gives it.
    { term: 'SERFF Tracking Number', value: textOrNull(filing.filingSerffTrackNum) },
    { term: 'Submission Date', value: dateOrNull(filing.submissionDate) },
    { term: 'Implementation Date Requested', value: dateOrNull(filing.effImpDateReqNew) },
    { term: 'Status', value: <StatusBadge {...filing.stateStatus} /> },
    { term: 'Company Tracking Number', value: textOrNull(filing.compTrackNum) },
    // SPEC 9 'Percent display': a leading '+' when positive and a trailing '%'.
    { term: 'Overall Rate Change %', value: percentOrNull(filing.lahOverallRateImpact) },
    { term: 'Number of Policy Holders Affected', value: countOrNull(companyRate.rateAffPolicyHolder) },
    { term: 'Maximum % Change', value: percentOrNull(companyRate.rateMaxChange) },
    { term: 'Minimum % Change', value: percentOrNull(companyRate.rateMinChange) },
  ];
  return <FactList facts={facts} />;
}
