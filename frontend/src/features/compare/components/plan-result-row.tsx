import { memo, useId, useState } from 'react';
import { formatDollars } from '@/lib/format';
import type { PlanResult } from '../plan-results';
import { PlanDetails } from './plan-details';

/**
 * One plan in a company's card (SPEC 2.5): a collapsible row titled
 * '${rate} | {planName}' (USWDS accordion markup). The details are built only
 * once the row is opened, so a search with hundreds of plans paints at once.
 */
export const PlanResultRow = memo(function PlanResultRow({ plan }: { plan: PlanResult }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <>
      <h4 className="usa-accordion__heading">
        <button
          type="button"
          className="usa-accordion__button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {formatDollars(plan.rate, 'always')} | {plan.planName}
        </button>
      </h4>
      <div id={contentId} className="usa-accordion__content usa-prose" hidden={!open}>
        {open && <PlanDetails plan={plan} />}
      </div>
    </>
  );
});
