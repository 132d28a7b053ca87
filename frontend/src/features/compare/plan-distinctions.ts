import type { TFunction } from 'i18next';
import { formatsFor, type Formats } from '@/lib/i18n/formats';
import { i18n } from '@/lib/i18n/i18n';
import type { PlanResult } from './plan-results';

/** One figure a plan's second line can name, e.g. 'Deductible $1,500'. */
export type PlanFigure = { label: string; value: string };

/** A figure: its label's key (`compare:figure.*`) and how it reads in a language's formats. */
type Figure = { key: string; read: (plan: PlanResult, formats: Formats) => string };

/**
 * Every figure that can tell two plans apart, most telling first. The first two always show:
 * they are what a person weighs against the premium. The rest show only when needed.
 */
const FIGURES: readonly Figure[] = [
  { key: 'deductible', read: (plan, { dollars }) => dollars(plan.deductInd) },
  { key: 'outOfPocketMax', read: (plan, { dollars }) => dollars(plan.moopInd) },
  { key: 'drugDeductible', read: (plan, { dollars }) => dollars(plan.rxInd) },
  { key: 'coinsurance', read: (plan, { percent }) => percent(plan.coInsMed) },
  { key: 'primaryCopay', read: (plan, { dollars }) => dollars(plan.copayPrim) },
  { key: 'specialistCopay', read: (plan, { dollars }) => dollars(plan.copaySpec) },
  { key: 'genericDrugCopay', read: (plan, { dollars }) => dollars(plan.copayRx) },
  { key: 'drugCoinsurance', read: (plan, { percent }) => percent(plan.coInsRx) },
  { key: 'familyDeductible', read: (plan, { dollars }) => dollars(plan.deductFam) },
  { key: 'familyOutOfPocketMax', read: (plan, { dollars }) => dollars(plan.moopFam) },
  // Two variants alike in every figure still have their own id.
  { key: 'variant', read: (plan) => plan.varianceId },
];
const ALWAYS_SHOWN = 2;

/** Which figures tell plans apart does not depend on the language: it is decided in English. */
const DECIDING_FORMATS = formatsFor('en');

/** The row title SPEC 2.5 gives a plan: plans with the same one look alike until their second line. */
const title = (plan: PlanResult) => `${plan.rate}|${plan.planName}`;

/**
 * The second line of each plan row in one company's card, by `resultKey`: the
 * deductible and out-of-pocket maximum, and, for plans that share a title ('$475.46 | Blue
 * Lake Select HMO Silver 4750' for four cost-sharing variants), further figures in which
 * they differ until no two of them read the same. Plans with one title name the same figures.
 * Labels come from `t` (the compare namespace) and values are written in `formats`: English
 * unless a screen passes its language's.
 */
export function planDistinctions(
  plans: readonly PlanResult[],
  formats: Formats = DECIDING_FORMATS,
  t: TFunction = i18n.getFixedT('en', 'compare'),
): Map<string, PlanFigure[]> {
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
      lines.set(
        plan.resultKey,
        figures.map(({ key, read }) => ({ label: t(`figure.${key}`), value: read(plan, formats) })),
      );
    }
  }
  return lines;
}

/** The always-shown figures, then the next differing ones until the plans all read differently. */
function figuresTellingApart(alike: readonly PlanResult[]): Figure[] {
  const chosen = FIGURES.slice(0, ALWAYS_SHOWN);
  for (const figure of FIGURES.slice(ALWAYS_SHOWN)) {
    if (allDiffer(alike, chosen)) break;
    if (new Set(alike.map((plan) => figure.read(plan, DECIDING_FORMATS))).size > 1) chosen.push(figure);
  }
  return chosen;
}

function allDiffer(alike: readonly PlanResult[], figures: readonly Figure[]): boolean {
  const read = alike.map((plan) => figures.map((figure) => figure.read(plan, DECIDING_FORMATS)).join('\u0000'));
  return new Set(read).size === read.length;
}
