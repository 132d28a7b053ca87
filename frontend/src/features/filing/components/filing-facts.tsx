import { useTranslation } from 'react-i18next';
import { useFormats, type Formats } from '@/lib/i18n/formats';
import { StatusBadge } from '@/lib/ui/status-badge';
import { useCodedText } from '@/lib/ui/coded-text';
import type { FilingDetail, SingleFiling } from '../types';
import { FactList, textOrNull, type Fact } from '@/lib/ui/fact-list';

type ProductInformationProps = {
  product: Pick<SingleFiling, 'productName' | 'typeOfInsurance' | 'typeOfInsuranceCode'>;
  filing: FilingDetail;
};

/** SPEC 2.9 'Product Information': the company product, then the product and market as filed. */
export function ProductInformation({ product, filing }: ProductInformationProps) {
  const { t } = useTranslation('filing');
  const coded = useCodedText();
  const facts: Fact[] = [
    { term: t('facts.product'), value: textOrNull(product.productName) },
    { term: t('facts.typeOfInsurance'), value: textOrNull(coded.typeOfInsurance(product.typeOfInsurance, product.typeOfInsuranceCode)) },
    { term: t('facts.productName'), value: textOrNull(filing.productName) },
    { term: t('facts.marketType'), value: coded.marketType(filing.lahMarketType, filing.lahMarketTypeCode) },
    { term: t('facts.groupMarketSize'), value: coded.marketType(filing.lahGrpMarketSize, filing.lahGrpMarketSizeCode) },
    { term: t('facts.groupMarketType'), value: coded.groupMarketType(filing.lahGrpMarketType, filing.lahGrpMarketTypeCode) },
  ];
  return <FactList facts={facts} />;
}

type RateFactsProps = {
  filing: FilingDetail;
};

/** A figure in the language's format, or null (shown as not provided) when the filing leaves it empty. */
function shownOrNull<T>(value: T | null | undefined, format: (value: T) => string): string | null {
  return value === null || value === undefined || Number.isNaN(value) ? null : format(value);
}

/** SPEC 2.9 'Rate': the filing's tracking numbers, dates, status and this company's rate figures. */
export function RateFacts({ filing }: RateFactsProps) {
  const { t } = useTranslation('filing');
  const formats: Formats = useFormats();
  const { companyRate } = filing;
  const facts: Fact[] = [
    { term: t('facts.trackingNumber'), value: textOrNull(filing.filingSerffTrackNum) },
    { term: t('facts.submissionDate'), value: shownOrNull(filing.submissionDate || null, formats.isoDate) },
    { term: t('facts.implementationDateRequested'), value: shownOrNull(filing.effImpDateReqNew || null, formats.isoDate) },
    { term: t('facts.status'), value: <StatusBadge {...filing.stateStatus} /> },
    { term: t('facts.companyTrackingNumber'), value: textOrNull(filing.compTrackNum) },
    { term: t('facts.policyHoldersAffected'), value: shownOrNull(companyRate.rateAffPolicyHolder, formats.number) },
    // SPEC 9 'Percent display': a leading '+' when positive and a trailing '%'.
    { term: t('facts.maximumChange'), value: shownOrNull(companyRate.rateMaxChange, formats.rateChange) },
    { term: t('facts.minimumChange'), value: shownOrNull(companyRate.rateMinChange, formats.rateChange) },
  ];
  return <FactList facts={facts} />;
}
