import { Trans, useTranslation } from 'react-i18next';
import { ExternalLink } from '@/lib/ui/external-link';

/** Who a shopper can ask for help, from the site profile. */
export type CompareHelpContacts = {
  departmentName: string;
  /** e.g. 'the Consumer Services desk at (555) 010-4400'. */
  supportDesk: string;
  /** The federal health-care site. */
  federalMarketplaceUrl: string;
  /** The state's name, e.g. 'Lakeland'. */
  stateName: string;
};

function hostName(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The considerations list at the top of Compare Plans (SPEC 2.5). */
export function CompareConsiderations({ departmentName, supportDesk, federalMarketplaceUrl }: CompareHelpContacts) {
  const { t } = useTranslation('compare');
  return (
    <section aria-labelledby="compare-considerations-heading">
      <h2 id="compare-considerations-heading">{t('considerations.heading')}</h2>
      <ul className="usa-list">
        <li>{t('considerations.ratesBasedOn')}</li>
        <li>{t('considerations.oneIndividual')}</li>
        <li>{t('considerations.familyRate')}</li>
        <li>
          <Trans
            t={t}
            i18nKey="considerations.help"
            values={{ departmentName, supportDesk, host: hostName(federalMarketplaceUrl) }}
            components={{ site: <ExternalLink href={federalMarketplaceUrl} icon>{null}</ExternalLink> }}
          />
        </li>
      </ul>
    </section>
  );
}
