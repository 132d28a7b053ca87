import { ExternalLink } from '@/lib/ui/external-link';
import type { CompareHelpContacts } from './compare-considerations';

/** The notes under the results (SPEC 2.5). */
export function CompareNotes({ departmentName, supportDesk, federalMarketplaceUrl, stateName }: CompareHelpContacts) {
  return (
    <section aria-labelledby="compare-notes-heading" className="margin-top-5">
      <h2 id="compare-notes-heading">Notes</h2>
      <ul className="usa-list">
        <li>
          You may be able to get a subsidy to lower your premium if you buy a plan through the{' '}
          <ExternalLink href={federalMarketplaceUrl} icon>
            federal exchange
          </ExternalLink>
          .
        </li>
        <li>Native Americans living in {stateName} can buy plans through the federal exchange.</li>
        <li>Consult your insurance producer (agent or broker) before finalizing your choice.</li>
        <li>
          Questions? Contact the {departmentName} through {supportDesk}.
        </li>
      </ul>
    </section>
  );
}
