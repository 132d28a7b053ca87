import type { TobaccoUse } from './compare-criteria';

/** Youngest and oldest ages priced separately; younger and older people pay these ages' rates. */
const YOUNGEST_RATED_AGE = 20;
const OLDEST_RATED_AGE = 65;

/**
 * The key a premium is stored under (SPEC 5.2): the age (under 21 → '20', over 64 → '65')
 * and '-Y' for tobacco users, '-N' otherwise. Example: `rateKey(35, 'N')` is '35-N'.
 */
export function rateKey(age: number, tobacco: TobaccoUse): string {
  const ratedAge = age < 21 ? YOUNGEST_RATED_AGE : age > 64 ? OLDEST_RATED_AGE : Math.trunc(age);
  return `${ratedAge}-${tobacco === 'Y' ? 'Y' : 'N'}`;
}
