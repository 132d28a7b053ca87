import { Trans, useTranslation } from 'react-i18next';
import { ExternalLink } from '@/lib/ui/external-link';
import type { CompareHelpContacts } from './compare-considerations';

/** The notes under the results (SPEC 2.5). */
export function CompareNotes({ departmentName, supportDesk, federalMarketplaceUrl, stateName }: CompareHelpContacts) {
  const { t } = useTranslation('compare');
  return (
    <section aria-labelledby="compare-notes-heading" className="margin-top-5">
      <h2 id="compare-notes-heading">{t('notes.heading')}</h2>
      <ul className="usa-list">
        <li>
          <Trans
            t={t}
            i18nKey="notes.subsidy"
            components={{ exchange: <ExternalLink href={federalMarketplaceUrl} icon>{null}</ExternalLink> }}
          />
        </li>
        <li>{t('notes.nativeAmericans', { stateName })}</li>
        <li>{t('notes.producer')}</li>
        <li>{t('notes.questions', { departmentName, supportDesk })}</li>
      </ul>
    </section>
  );
}
