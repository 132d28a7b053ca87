import { describeError } from '@/lib/api-client';

/** SPEC 2.17: the notice above the Reset Cache button, word for word. */
export const CONSIDERATIONS_NOTICE =
  'Considerations: After changes to years, click "Reset Caches" - will cause compare rate slowness for several minutes.';

/** SPEC 8 'Cache reset started': the title and message, word for word (its typo and double space included). */
export const RESET_STARTED_TITLE = 'Reset Cache Started!';
export const RESET_STARTED_MESSAGE =
  'Cache reset has stated. It may take a few minutes to complete.  Compare queries may be slow until it finishes.';

/** SPEC 8 'Compare Years: any operation fails': the title, and the message followed by the error. */
export const FAILURE_TITLE = 'Error';
export function failureMessage(error: unknown): string {
  return `Something went wrong. Please try again : ${describeError(error)}`;
}
