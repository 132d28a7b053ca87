import { useTranslation } from 'react-i18next';
import type { TypeOfInsuranceFilings } from '../company-overview';
import { CompanyFilingsTable } from './company-filings-table';

type RateFilingDataProps = {
  /** Never empty: the page leaves the section out when the company has no public filings. */
  filingsByType: TypeOfInsuranceFilings[];
  headingId: string;
};

/** Rate Filing Data (SPEC 2.8): one table per type of insurance that has filings. */
export function RateFilingData({ filingsByType, headingId }: RateFilingDataProps) {
  const { t } = useTranslation('company');
  return (
    <section aria-labelledby={headingId} className="margin-top-4">
      <h2 id={headingId}>{t('filings.heading')}</h2>
      {filingsByType.map((group) => (
        <CompanyFilingsTable key={group.toiId} type={group} filings={group.filings} />
      ))}
    </section>
  );
}
