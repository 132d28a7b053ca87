import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeExternalUrl, telHref } from '@/lib/links';
import { ExternalLink } from '@/lib/ui/external-link';
import type { CompanyProductRecord } from '../types';
import styles from './company-information.module.css';

/** SPEC 9 solvency codes: keys of `company:solvency`, which translate the server's `solvencyDesc`. */
const SOLVENCY_KEYS: Record<number, string> = { 10: 'solvent', 20: 'hazardous', 30: 'insolvent' };

type CompanyInformationProps = {
  company: CompanyProductRecord;
  headingId: string;
};

/**
 * Company Information (SPEC 2.8): address, phone, website and solvency as a description
 * list. A line the company has no value for is left out rather than shown empty, and a
 * company with no address, phone or website says so instead of showing a bare heading.
 */
export function CompanyInformation({ company, headingId }: CompanyInformationProps) {
  const { t } = useTranslation('company');
  const { address1, address2, address3, city, state, postalCode, phone, website, websiteDesc } = company;
  const streetLines = [address1, address2, address3].filter((line): line is string => Boolean(line?.trim()));
  const cityLine = [[city, state].filter(Boolean).join(', '), postalCode].filter(Boolean).join(' ');
  const addressLines = cityLine ? [...streetLines, cityLine] : streetLines;
  const safeWebsite = website && isSafeExternalUrl(website) ? website.trim() : null;
  const solvencyKey = company.solvency == null ? undefined : SOLVENCY_KEYS[company.solvency];
  // A code this site does not know keeps the server's description.
  const solvency = solvencyKey ? t(`solvency.${solvencyKey}`) : (company.solvencyDesc ?? null);

  const hasContact = addressLines.length > 0 || Boolean(phone) || safeWebsite !== null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      {!hasContact && <p>{t('information.noContact')}</p>}
      {(hasContact || solvency) && (
        <dl className={styles.details}>
          {addressLines.length > 0 && (
            <Detail term={t('information.address')}>
              {addressLines.map((line, index) => (
                <div key={index}>{line}</div>
              ))}
            </Detail>
          )}
          {phone && (
            <Detail term={t('information.phone')}>
              <a href={telHref(phone)}>{phone}</a>
            </Detail>
          )}
          {safeWebsite && (
            <Detail term={t('information.website')}>
              <ExternalLink href={safeWebsite} icon>
                {websiteDesc?.trim() || safeWebsite}
              </ExternalLink>
            </Detail>
          )}
          {solvency && <Detail term={t('information.solvency')}>{solvency}</Detail>}
        </dl>
      )}
    </section>
  );
}

/** One term of the list with its value. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
