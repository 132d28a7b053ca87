import { formatDollars, formatPercent } from '@/lib/format';
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
  return (
    <>
      <dl className={styles.details}>
        <div>
          <dt>Premium</dt>
          <dd>{formatDollars(plan.rate, 'always')}</dd>
        </div>
        <div>
          <dt>Metal Level</dt>
          <dd>
            <MetalLevelBadge code={plan.coverage} />
          </dd>
        </div>
        <div>
          <dt>Medical Deductible Individual/Family</dt>
          <dd>{pair(formatDollars(plan.deductInd), formatDollars(plan.deductFam))}</dd>
        </div>
        <div>
          <dt>Prescription Deductible Individual/Family</dt>
          <dd>{pair(formatDollars(plan.rxInd), formatDollars(plan.rxFam))}</dd>
        </div>
        <div>
          <dt>Coinsurance Amount Medical/Prescription</dt>
          <dd>{pair(formatPercent(plan.coInsMed), formatPercent(plan.coInsRx))}</dd>
        </div>
        <div>
          <dt>Medical Co-Pay Primary/Specialist</dt>
          <dd>{pair(formatDollars(plan.copayPrim), formatDollars(plan.copaySpec))}</dd>
        </div>
        <div>
          <dt>Prescription Co-Pay (Generic)</dt>
          <dd>{formatDollars(plan.copayRx)}</dd>
        </div>
        <div>
          <dt>Max Out of Pocket Individual/Family</dt>
          <dd>{pair(formatDollars(plan.moopInd), formatDollars(plan.moopFam))}</dd>
        </div>
      </dl>
      <ul className={`usa-button-group ${styles.actions}`}>
        {plan.benefitsUrl && isSafeExternalUrl(plan.benefitsUrl) && (
          <li className="usa-button-group__item">
            <ExternalLink href={plan.benefitsUrl} className="usa-button">
              Learn more<span className="usa-sr-only"> about {plan.planName}</span>
            </ExternalLink>
          </li>
        )}
        <li className="usa-button-group__item">
          <Link to={paths.company.href(plan.companyProductId)} className="usa-button usa-button--outline">
            Company info<span className="usa-sr-only"> for {plan.company}</span>
          </Link>
        </li>
      </ul>
    </>
  );
}
