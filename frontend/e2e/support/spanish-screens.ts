// What the Spanish journeys and the route walk do on a screen whatever its language:
// elements found by role and structure rather than by their English names, and axe at both widths.
import { expect, type Locator, type Page } from '@playwright/test';
import { formatViolations, scanWcag21AA } from './axe';
import { administratorApi, allowCommentingForAWhile, findOpenFiling, type OpenFiling } from './hostile-comments';
import { DESKTOP_AND_PHONE } from './layout';


/** The open modal dialog (the Rate Page has one at a time). */
export function openDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Opens a Rate Page's comment dialog with its button (the one that opens a dialog) and waits for it. */
export async function openCommentDialog(page: Page): Promise<void> {
  await page.getByRole('main').locator('button[aria-haspopup="dialog"]').click();
  await expect(openDialog(page).locator('textarea')).toBeVisible();
}

/**
 * Runs axe at each of DESKTOP_AND_PHONE on the page as it is, and resolves with one report of every
 * violation found ('' when there are none).
 */
export async function violationsAtBothWidths(page: Page, what: string): Promise<string> {
  const reports: string[] = [];
  for (const [width, height] of DESKTOP_AND_PHONE) {
    await page.setViewportSize({ width, height });
    const violations = await scanWcag21AA(page);
    if (violations.length > 0) reports.push(formatViolations(`${what} at ${width} px`, violations));
  }
  await page.setViewportSize({ width: DESKTOP_AND_PHONE[0][0], height: DESKTOP_AND_PHONE[0][1] });
  return reports.join('\n');
}

/**
 * A filing open for comment, with public commenting turned on for a while, and what puts the
 * commenting switch back as it was (call it after the file's tests).
 */
export async function openFilingWithCommenting(): Promise<{ filing: OpenFiling; restoreCommenting: () => Promise<void> }> {
  const restoreCommenting = await allowCommentingForAWhile(await administratorApi());
  return { filing: await findOpenFiling(), restoreCommenting };
}
