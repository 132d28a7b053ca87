import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/i18n/formats';
import { planDistinctions } from '../plan-distinctions';
import type { CompanyResults } from '../plan-results';
import { PlanResultRow } from './plan-result-row';
import styles from './compare-results.module.css';

/** One company's card in the results (SPEC 2.5): its name and its plans, cheapest first. */
export const CompanyResultsCard = memo(function CompanyResultsCard({ card }: { card: CompanyResults }) {
  const headingId = `company-results-${card.companyKey}`;
  const { t } = useTranslation('compare');
  const formats = useFormats();
  const figures = useMemo(() => planDistinctions(card.plans, formats, t), [card.plans, formats, t]);
  return (
    <li className={`usa-card ${styles.card}`}>
      <section className="usa-card__container" aria-labelledby={headingId}>
        <div className="usa-card__header">
          <h3 id={headingId} className="usa-card__heading">
            {card.company}
          </h3>
          <p className="margin-y-05 text-base-dark">
            {t('results.plans', { count: card.plans.length })}
          </p>
        </div>
        <div className="usa-card__body">
          <div className="usa-accordion usa-accordion--bordered usa-accordion--multiselectable">
            {card.plans.map((plan) => (
              <PlanResultRow key={plan.resultKey} plan={plan} figures={figures.get(plan.resultKey) ?? []} />
            ))}
          </div>
        </div>
      </section>
    </li>
  );
});
