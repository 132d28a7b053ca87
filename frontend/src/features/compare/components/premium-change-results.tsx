import type { Ref } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { useFormats, type Formats } from '@/lib/i18n/formats';
import type { MedianChange, PlanPremium, PremiumComparison } from '../premium-change';
import type { ComparedYears } from '../premium-change-years';
import type { Person } from './premium-change-form';
import { MetalLevelBadge } from './metal-level-badge';
import styles from './premium-change.module.css';

type PremiumChangeResultsProps = {
  comparison: PremiumComparison;
  years: ComparedYears;
  person: Person;
  countyName: string;
  /** The company product's name: whose plans these are. */
  productName: string;
  /** The heading, focused after 'Show my premiums' so keyboard and screen-reader users land on the answer. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The answer of "What this means for you": each plan offered in both years with its premium
 * before and after and the change, the median change, then the plans of one year only.
 */
export function PremiumChangeResults({ comparison, years, person, countyName, productName, headingRef }: PremiumChangeResultsProps) {
  const { t } = useTranslation('compare');
  const formats = useFormats();
  const { changes, newPlans, discontinuedPlans, median } = comparison;
  const nothing = changes.length === 0 && newPlans.length === 0 && discontinuedPlans.length === 0;
  const names = { productName, countyName, before: years.before, after: years.after };
  const columns = {
    plan: t('premiumChange.columnPlan'),
    level: t('premiumChange.columnMetalLevel'),
    dollars: t('premiumChange.columnChangeDollars'),
    percent: t('premiumChange.columnChangePercent'),
  };
  return (
    <div className="margin-top-4">
      <h3 ref={headingRef} tabIndex={-1} className={styles.resultsHeading}>
        {t('premiumChange.resultsHeading', names)}
      </h3>
      {nothing ? (
        <p>{t('premiumChange.noPlans', { ...names, person: personPhrase(t, person) })}</p>
      ) : median === null ? (
        <p>{t('premiumChange.noPlanInBoth', names)}</p>
      ) : (
        <>
          <p>{medianSentence(t, formats, changes.length, median)}</p>
          <table className="usa-table usa-table--stacked-header usa-table--borderless width-full">
            <caption>{t('premiumChange.caption', { ...names, person: personPhrase(t, person) })}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.plan}</th>
                <th scope="col">{columns.level}</th>
                <th scope="col">{years.before}</th>
                <th scope="col">{years.after}</th>
                <th scope="col">{columns.dollars}</th>
                <th scope="col">{columns.percent}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.planId}>
                  <th scope="row" data-label={columns.plan}>
                    {change.planName}
                  </th>
                  <td data-label={columns.level}>
                    <MetalLevelBadge code={change.metalLevel} />
                  </td>
                  <td data-label={String(years.before)}>{formats.dollars(change.before, 'always')}</td>
                  <td data-label={String(years.after)}>{formats.dollars(change.after, 'always')}</td>
                  <td data-label={columns.dollars}>{formats.dollarChange(change.changeDollars)}</td>
                  <td data-label={columns.percent}>{formats.rateChange(change.changePercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <OneYearPlans heading={t('premiumChange.newIn', { year: years.after })} plans={newPlans} year={years.after} />
      <OneYearPlans
        heading={t('premiumChange.discontinuedAfter', { year: years.before })}
        plans={discontinuedPlans}
        year={years.before}
      />
    </div>
  );
}

/** 'a 40-year-old non-tobacco user' (the article is the sentence's). */
function personPhrase(t: TFunction<'compare'>, { age, tobacco }: Person): string {
  return tobacco === 'Y' ? t('premiumChange.personTobacco', { age }) : t('premiumChange.person', { age });
}

/**
 * The summary line: the median change in percent, with the median in dollars beside it — each
 * the median of its own column, so they need not be one plan's change.
 */
function medianSentence(t: TFunction<'compare'>, formats: Formats, plans: number, median: MedianChange): string {
  const dollars = t('premiumChange.perMonth', { amount: formats.dollarChange(median.dollars) });
  if (plans === 1) {
    return median.percent === null
      ? t('premiumChange.onePlanChange', { dollars })
      : t('premiumChange.onePlanChangePercent', { dollars, percent: formats.rateChange(median.percent) });
  }
  return median.percent === null
    ? t('premiumChange.medianChange', { plans, dollars })
    : t('premiumChange.medianChangePercent', { plans, dollars, percent: formats.rateChange(median.percent) });
}

type OneYearPlansProps = {
  heading: string;
  plans: readonly PlanPremium[];
  /** The year whose premium is shown. */
  year: number;
};

/** Plans offered in one of the two years only, with their premium that year. */
function OneYearPlans({ heading, plans, year }: OneYearPlansProps) {
  const { t } = useTranslation('compare');
  const formats = useFormats();
  if (plans.length === 0) return null;
  return (
    <>
      <h4 className="margin-bottom-1">{heading}</h4>
      <ul className="usa-list margin-top-0">
        {plans.map((plan) => (
          <li key={plan.planId}>
            <Trans
              t={t}
              i18nKey="premiumChange.oneYearPlan"
              values={{ planName: plan.planName, premium: formats.dollars(plan.premium, 'always'), year }}
              components={{ badge: <MetalLevelBadge code={plan.metalLevel} /> }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
