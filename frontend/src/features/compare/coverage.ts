/** A metal level code (SPEC 9): Platinum, Gold, Silver, Bronze, Catastrophic. */
export type MetalLevelCode = 'P' | 'G' | 'S' | 'B' | 'C';

/** One button of 'Level of coverage': a metal level, or 'all' for every level. */
export type CoverageChoice = 'all' | MetalLevelCode;

/** What 'all' stands for (SPEC 5.1). */
export const ALL_METAL_LEVELS: readonly MetalLevelCode[] = ['P', 'G', 'S', 'B', 'C'];

/**
 * The buttons of 'Level of coverage', in the order shown: 'All Levels', then each level by its
 * name (`compare:form.allLevels`, `compare:metalLevel.{code}`).
 */
export const COVERAGE_CHOICES: readonly CoverageChoice[] = ['all', ...ALL_METAL_LEVELS];

/** The selection a fresh form starts with. */
export const DEFAULT_COVERAGE: readonly CoverageChoice[] = ['all'];

const order = (choice: CoverageChoice) => COVERAGE_CHOICES.indexOf(choice);

/**
 * The selection after pressing one button (SPEC 5.1):
 * - deselecting everything keeps the previous selection;
 * - selecting 'all' when it was not selected resets the selection to only 'all';
 * - selecting a specific level while 'all' is selected removes 'all'.
 */
export function toggleCoverage(
  current: readonly CoverageChoice[],
  pressed: CoverageChoice,
): CoverageChoice[] {
  if (!current.includes(pressed)) {
    if (pressed === 'all') return ['all'];
    return [...current.filter((c) => c !== 'all'), pressed].sort((a, b) => order(a) - order(b));
  }
  const remaining = current.filter((c) => c !== pressed);
  return remaining.length > 0 ? remaining : [...current];
}

/** The metal levels a selection stands for: 'all' expands to P, G, S, B, C. */
export function expandCoverage(selection: readonly CoverageChoice[]): MetalLevelCode[] {
  if (selection.includes('all')) return [...ALL_METAL_LEVELS];
  return ALL_METAL_LEVELS.filter((level) => selection.includes(level));
}
