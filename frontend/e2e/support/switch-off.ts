import type { Page } from '@playwright/test';

/**
 * Answers the question a site-wide switch asks before it turns off ('Are you sure?' and what
 * changes for the public) with its button `confirmLabel`.
 */
export async function confirmSwitchOff(page: Page, confirmLabel: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: confirmLabel, exact: true }).click();
}
