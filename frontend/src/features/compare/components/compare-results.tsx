import { startTransition, useEffect, useState, type Ref } from 'react';
import { Alert } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
import { countPlans, type CompanyResults } from '../plan-results';
import { CompanyResultsCard } from './company-results-card';
import styles from './compare-results.module.css';

type CompareResultsProps = {
  /** The dataset's year: the heading reads '{compareYear} Results:'. */
  compareYear: number;
  results: readonly CompanyResults[];
  /** The heading, focused after a search so keyboard and screen-reader users land on the results. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** Plans in the first paint: more than a screenful, few enough to paint within a frame or two. */
const FIRST_PAINT_PLANS = 60;

/** The first paint: the first FIRST_PAINT_PLANS plans, in their cards. */
function firstPaint(results: readonly CompanyResults[]): CompanyResults[] {
  const shown: CompanyResults[] = [];
  let room = FIRST_PAINT_PLANS;
  for (const card of results) {
    if (room <= 0) break;
    shown.push(card.plans.length <= room ? card : { ...card, plans: card.plans.slice(0, room) });
    room -= card.plans.length;
  }
  return shown;
}

/**
 * The results section of Compare Plans (SPEC 2.5): one card per company, or SPEC 8's
 * 'No results'. A county can have hundreds of plans, so the first cards paint at once
 * and the rest follow right after that frame, in an interruptible render; give the
 * component a new `key` for each search so every search paints its first cards first.
 */
export function CompareResults({ compareYear, results, headingRef }: CompareResultsProps) {
  const { t } = useTranslation('compare');
  const plans = countPlans(results);
  const [allShown, setAllShown] = useState(false);
  const shown = allShown || plans <= FIRST_PAINT_PLANS ? results : firstPaint(results);

  useEffect(() => {
    if (allShown || plans <= FIRST_PAINT_PLANS) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback, then a task: runs once the first cards have been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAllShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [allShown, plans]);

  return (
    <section aria-labelledby="compare-results-heading" className="margin-top-5">
      <h2 id="compare-results-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('results.heading', { year: compareYear })}
      </h2>
      {plans === 0 ? (
        <Alert type="info" heading={t('results.noResults')} headingLevel="h3" role="status">
          {t('results.changeCriteria')}
        </Alert>
      ) : (
        <>
          <p role="status">
            {t('results.summary', {
              plans: t('results.plans', { count: plans }),
              companies: t('results.companies', { count: results.length }),
            })}
          </p>
          <ul className={`usa-card-group ${styles.cards}`}>
            {shown.map((card) => (
              <CompanyResultsCard key={card.companyKey} card={card} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
