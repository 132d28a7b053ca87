import { Trans, useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/i18n/formats';
import { isSafeExternalUrl } from '@/lib/links';
import { paths } from '@/lib/paths';
import { ExternalLink } from '@/lib/ui/external-link';
import { Link } from 'react-router';
import type { PlanResult } from '../plan-results';
import { MetalLevelBadge } from './metal-level-badge';
import styles from './plan-details.module.css';

/** Two figures of one kind, as 'individual / family' or 'medical / prescription'. */
const pair = (first: string, second: string) => `${first} / ${second}`;

/** The expanded part of a plan in the results (SPEC 2.5): premium, metal level, cost sharing and links. */
export function PlanDetails({ plan }: { plan: PlanResult }) {
  const { t } = useTranslation('compare');
  const { dollars, percent } = useFormats();
  const hidden = { sr: <span className="usa-sr-only" /> };
  return (
    <>
      <dl className={styles.details}>
        <div>
          <dt>{t('plan.premium')}</dt>
          <dd>{dollars(plan.rate, 'always')}</dd>
        </div>
        <div>
          <dt>{t('plan.metalLevel')}</dt>
          <dd>
            <MetalLevelBadge code={plan.coverage} />
          </dd>
        </div>
        <div>
          <dt>{t('plan.medicalDeductible')}</dt>
          <dd>{pair(dollars(plan.deductInd), dollars(plan.deductFam))}</dd>
        </div>
        <div>
          <dt>{t('plan.drugDeductible')}</dt>
          <dd>{pair(dollars(plan.rxInd), dollars(plan.rxFam))}</dd>
        </div>
        <div>
          <dt>{t('plan.coinsurance')}</dt>
          <dd>{pair(percent(plan.coInsMed), percent(plan.coInsRx))}</dd>
        </div>
        <div>
          <dt>{t('plan.medicalCopay')}</dt>
          <dd>{pair(dollars(plan.copayPrim), dollars(plan.copaySpec))}</dd>
        </div>
        <div>
          <dt>{t('plan.drugCopay')}</dt>
          <dd>{dollars(plan.copayRx)}</dd>
        </div>
        <div>
          <dt>{t('plan.outOfPocketMax')}</dt>
          <dd>{pair(dollars(plan.moopInd), dollars(plan.moopFam))}</dd>
        </div>
      </dl>
      <ul className={`usa-button-group ${styles.actions}`}>
        {plan.benefitsUrl && isSafeExternalUrl(plan.benefitsUrl) && (
          <li className="usa-button-group__item">
            <ExternalLink href={plan.benefitsUrl} className="usa-button">
              <Trans t={t} i18nKey="plan.learnMore" values={{ planName: plan.planName }} components={hidden} />
            </ExternalLink>
          </li>
        )}
        <li className="usa-button-group__item">
          <Link to={paths.company.href(plan.companyProductId)} className="usa-button usa-button--outline">
            <Trans t={t} i18nKey="plan.companyInfo" values={{ company: plan.company }} components={hidden} />
          </Link>
        </li>
      </ul>
    </>
  );
}
