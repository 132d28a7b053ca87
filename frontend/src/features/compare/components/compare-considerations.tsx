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
  return (
    <section aria-labelledby="compare-considerations-heading">
      <h2 id="compare-considerations-heading">Things to consider</h2>
      <ul className="usa-list">
        <li>Rates are based on age, geographic area and tobacco use.</li>
        <li>Rates shown are for one individual.</li>
        <li>
          For a family rate, shop for each individual over 21 and for the three oldest children under
          21, and add the premiums together.
        </li>
        <li>
          For help, contact the {departmentName} through {supportDesk}, or visit the federal
          health-care site <ExternalLink href={federalMarketplaceUrl} icon>{hostName(federalMarketplaceUrl)}</ExternalLink>.
        </li>
      </ul>
    </section>
  );
}
