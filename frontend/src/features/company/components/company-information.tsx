import type { ReactNode } from 'react';
import { isSafeExternalUrl, telHref } from '@/lib/links';
import { ExternalLink } from '@/lib/ui/external-link';
import type { CompanyProductRecord } from '../types';
import styles from './company-information.module.css';

/** SPEC 9 solvency codes, for a record that carries the code without its description. */
const SOLVENCY_NAMES: Record<number, string> = { 10: 'Solvent', 20: 'Hazardous', 30: 'Insolvent' };

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
  const { address1, address2, address3, city, state, postalCode, phone, website, websiteDesc } = company;
  const streetLines = [address1, address2, address3].filter((line): line is string => Boolean(line?.trim()));
  const cityLine = [[city, state].filter(Boolean).join(', '), postalCode].filter(Boolean).join(' ');
  const addressLines = cityLine ? [...streetLines, cityLine] : streetLines;
  const safeWebsite = website && isSafeExternalUrl(website) ? website.trim() : null;
  const solvency =
    company.solvency == null ? null : (company.solvencyDesc ?? SOLVENCY_NAMES[company.solvency] ?? null);

  const hasContact = addressLines.length > 0 || Boolean(phone) || safeWebsite !== null;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Company Information</h2>
      {!hasContact && <p>No contact information on file.</p>}
      {(hasContact || solvency) && (
        <dl className={styles.details}>
          {addressLines.length > 0 && (
            <Detail term="Address">
              {addressLines.map((line, index) => (
                <div key={index}>{line}</div>
              ))}
            </Detail>
          )}
          {phone && (
            <Detail term="Phone">
              <a href={telHref(phone)}>{phone}</a>
            </Detail>
          )}
          {safeWebsite && (
            <Detail term="Website">
              <ExternalLink href={safeWebsite} icon>
                {websiteDesc?.trim() || safeWebsite}
              </ExternalLink>
            </Detail>
          )}
          {solvency && <Detail term="Solvency">{solvency}</Detail>}
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
