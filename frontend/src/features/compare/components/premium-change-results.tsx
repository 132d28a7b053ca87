import type { Ref } from 'react';
import { formatDollarChange, formatDollars, formatRateChange } from '@/lib/format';
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
  const { changes, newPlans, discontinuedPlans, median } = comparison;
  const nothing = changes.length === 0 && newPlans.length === 0 && discontinuedPlans.length === 0;
  return (
    <div className="margin-top-4">
      <h3 ref={headingRef} tabIndex={-1} className={styles.resultsHeading}>
        {productName} in {countyName}
      </h3>
      {nothing ? (
        <p>
          Compare Plans lists no {productName} plan in {countyName} for a {personPhrase(person)} in {years.before} or{' '}
          {years.after}.
        </p>
      ) : median === null ? (
        <p>
          No {productName} plan in {countyName} is offered in both {years.before} and {years.after}, so there is no
          change to show.
        </p>
      ) : (
        <>
          <p>{medianSentence(changes.length, median)}</p>
          <table className="usa-table usa-table--stacked-header usa-table--borderless width-full">
            <caption>
              Monthly premium for a {personPhrase(person)} in {countyName}, {years.before} → {years.after}
            </caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Metal level</th>
                <th scope="col">{years.before}</th>
                <th scope="col">{years.after}</th>
                <th scope="col">Change ($)</th>
                <th scope="col">Change (%)</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.planId}>
                  <th scope="row" data-label="Plan">
                    {change.planName}
                  </th>
                  <td data-label="Metal level">
                    <MetalLevelBadge code={change.metalLevel} />
                  </td>
                  <td data-label={String(years.before)}>{formatDollars(change.before, 'always')}</td>
                  <td data-label={String(years.after)}>{formatDollars(change.after, 'always')}</td>
                  <td data-label="Change ($)">{formatDollarChange(change.changeDollars)}</td>
                  <td data-label="Change (%)">{formatRateChange(change.changePercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <OneYearPlans heading={`New in ${years.after}`} plans={newPlans} year={years.after} />
      <OneYearPlans heading={`Discontinued after ${years.before}`} plans={discontinuedPlans} year={years.before} />
    </div>
  );
}

/** 'a 40-year-old non-tobacco user' */
function personPhrase({ age, tobacco }: Person): string {
  return `${age}-year-old ${tobacco === 'Y' ? 'tobacco' : 'non-tobacco'} user`;
}

/**
 * The summary line: the median change in percent, with the median in dollars beside it — each
 * the median of its own column, so they need not be one plan's change.
 */
function medianSentence(plans: number, median: MedianChange): string {
  const dollars = `${formatDollarChange(median.dollars)} a month`;
  if (plans === 1) {
    return median.percent === null
      ? `The one plan offered in both years changes by ${dollars}.`
      : `The one plan offered in both years changes by ${formatRateChange(median.percent)} (${dollars}).`;
  }
  const across = `Across the ${plans} plans offered in both years, the median change is`;
  return median.percent === null
    ? `${across} ${dollars}.`
    : `${across} ${formatRateChange(median.percent)} (median in dollars: ${dollars}).`;
}

type OneYearPlansProps = {
  heading: string;
  plans: readonly PlanPremium[];
  /** The year whose premium is shown. */
  year: number;
};

/** Plans offered in one of the two years only, with their premium that year. */
function OneYearPlans({ heading, plans, year }: OneYearPlansProps) {
  if (plans.length === 0) return null;
  return (
    <>
      <h4 className="margin-bottom-1">{heading}</h4>
      <ul className="usa-list margin-top-0">
        {plans.map((plan) => (
          <li key={plan.planId}>
            {plan.planName} <MetalLevelBadge code={plan.metalLevel} />: {formatDollars(plan.premium, 'always')} a
            month in {year}
          </li>
        ))}
      </ul>
    </>
  );
}
