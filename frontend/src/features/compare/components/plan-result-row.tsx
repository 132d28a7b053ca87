import { Fragment, memo, useId, useState } from 'react';
import { useFormats } from '@/lib/i18n/formats';
import type { PlanFigure } from '../plan-distinctions';
import type { PlanResult } from '../plan-results';
import { PlanDetails } from './plan-details';
import styles from './plan-result-row.module.css';

type PlanResultRowProps = {
  plan: PlanResult;
  /** The second line: the figures that tell this plan from others of its card (`planDistinctions`). */
  figures: readonly PlanFigure[];
};

/**
 * One plan in a company's card (SPEC 2.5): a collapsible row titled
 * '${rate} | {planName}' (USWDS accordion markup), with a second line of the
 * figures that tell it apart from variants of the same plan at the same premium.
 * The details are built only once the row is opened, so a search with hundreds
 * of plans paints at once.
 */
export const PlanResultRow = memo(function PlanResultRow({ plan, figures }: PlanResultRowProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const formats = useFormats();
  const title = `${formats.dollars(plan.rate, 'always')} | ${plan.planName}`;
  const figureTexts = figures.map(({ label, value }) => `${label} ${value}`);
  return (
    <>
      <h4 className="usa-accordion__heading">
        <button
          type="button"
          className="usa-accordion__button"
          aria-expanded={open}
          aria-controls={contentId}
          // Both lines, read the same in every browser: a screen reader's list of headings then
          // tells the variants apart too. It starts with the visible title (WCAG 2.5.3).
          aria-label={[title, ...figureTexts].join(', ')}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span className={styles.title}>{title}</span>
          <span className={styles.figures}>
            {figureTexts.map((text, index) => (
              <Fragment key={text}>
                {index > 0 && ' · '}
                <span className={styles.figure}>{text}</span>
              </Fragment>
            ))}
          </span>
        </button>
      </h4>
      <div id={contentId} className="usa-accordion__content usa-prose" hidden={!open}>
        {open && <PlanDetails plan={plan} />}
      </div>
    </>
  );
});
