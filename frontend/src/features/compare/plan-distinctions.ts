import { formatDollars, formatPercent } from '@/lib/format';
import type { PlanResult } from './plan-results';

/** One figure a plan's second line can name, e.g. 'Deductible $1,500'. */
export type PlanFigure = { label: string; value: string };

type Figure = { label: string; read: (plan: PlanResult) => string };

/**
 * Every figure that can tell two plans apart, most telling first. The first two always show:
 * they are what a person weighs against the premium. The rest show only when needed.
 */
const FIGURES: readonly Figure[] = [
  { label: 'Deductible', read: (plan) => formatDollars(plan.deductInd) },
  { label: 'Out-of-pocket max', read: (plan) => formatDollars(plan.moopInd) },
  { label: 'Drug deductible', read: (plan) => formatDollars(plan.rxInd) },
  { label: 'Coinsurance', read: (plan) => formatPercent(plan.coInsMed) },
  { label: 'Primary care co-pay', read: (plan) => formatDollars(plan.copayPrim) },
  { label: 'Specialist co-pay', read: (plan) => formatDollars(plan.copaySpec) },
  { label: 'Generic drug co-pay', read: (plan) => formatDollars(plan.copayRx) },
  { label: 'Drug coinsurance', read: (plan) => formatPercent(plan.coInsRx) },
  { label: 'Family deductible', read: (plan) => formatDollars(plan.deductFam) },
  { label: 'Family out-of-pocket max', read: (plan) => formatDollars(plan.moopFam) },
  // Two variants alike in every figure still have their own id.
  { label: 'Variant', read: (plan) => plan.varianceId },
];
const ALWAYS_SHOWN = 2;

/** The row title SPEC 2.5 gives a plan: plans with the same one look alike until their second line. */
const title = (plan: PlanResult) => `${plan.rate}|${plan.planName}`;

/**
 * The second line of each plan row in one company's card, by `resultKey` (issue 15): the
 * deductible and out-of-pocket maximum, and, for plans that share a title ('$475.46 | Blue
 * Lake Select HMO Silver 4750' for four cost-sharing variants), further figures in which
 * they differ until no two of them read the same. Plans with one title name the same figures.
 */
export function planDistinctions(plans: readonly PlanResult[]): Map<string, PlanFigure[]> {
  const byTitle = new Map<string, PlanResult[]>();
  for (const plan of plans) {
    const alike = byTitle.get(title(plan));
    if (alike) alike.push(plan);
    else byTitle.set(title(plan), [plan]);
  }
  const lines = new Map<string, PlanFigure[]>();
  for (const alike of byTitle.values()) {
    const figures = figuresTellingApart(alike);
    for (const plan of alike) {
      lines.set(plan.resultKey, figures.map(({ label, read }) => ({ label, value: read(plan) })));
    }
  }
  return lines;
}

/** The always-shown figures, then the next differing ones until the plans all read differently. */
function figuresTellingApart(alike: readonly PlanResult[]): Figure[] {
  const chosen = FIGURES.slice(0, ALWAYS_SHOWN);
  for (const figure of FIGURES.slice(ALWAYS_SHOWN)) {
    if (allDiffer(alike, chosen)) break;
    if (new Set(alike.map(figure.read)).size > 1) chosen.push(figure);
  }
  return chosen;
}

function allDiffer(alike: readonly PlanResult[], figures: readonly Figure[]): boolean {
  const read = alike.map((plan) => figures.map((figure) => figure.read(plan)).join('\u0000'));
  return new Set(read).size === read.length;
}
