import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The question a site-wide switch asks before it turns off ('Are you sure?'), once it is open. */
export function switchOffQuestion(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: 'Are you sure?' });
}

/** Answers that question with its button `confirmLabel` ('Yes, disable comments'). */
export async function confirmSwitchOff(user: UserEvent, confirmLabel: string): Promise<void> {
  await user.click(within(await switchOffQuestion()).getByRole('button', { name: confirmLabel }));
}
