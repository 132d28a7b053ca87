import type { Locator, Page } from '@playwright/test';

/** A box on the page, in CSS pixels. */
export type Box = { left: number; top: number; right: number; bottom: number };

/** The boxes of the form controls (inputs, selects, text areas) in `scope`, in document order. */
export async function controlBoxes(scope: Locator): Promise<Box[]> {
  return scope.locator('input:not([type="hidden"]):not([type="checkbox"]), select, textarea').evaluateAll((controls) =>
    controls.map((control) => {
      const { left, top, right, bottom } = control.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );
}

/**
 * The red bar of each form group in error in `scope`: drawn by USWDS as the group's left
 * border, or by the site as the group's ::before box (app/global.css).
 */
export async function errorBars(scope: Locator): Promise<Box[]> {
  return scope.locator('.usa-form-group--error').evaluateAll((groups) =>
    groups.map((group) => {
      const box = group.getBoundingClientRect();
      const border = parseFloat(getComputedStyle(group).borderLeftWidth) || 0;
      if (border > 0) return { left: box.left, top: box.top, right: box.left + border, bottom: box.bottom };
      const bar = getComputedStyle(group, '::before');
      const left = box.left + (parseFloat(bar.left) || 0);
      const width = (parseFloat(bar.borderLeftWidth) || 0) + (parseFloat(bar.width) || 0);
      return { left, top: box.top, right: left + width, bottom: box.bottom };
    }),
  );
}

/** Whether two boxes share any area. */
export function overlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Groups boxes into rows by their top edge, each row as the indexes of its boxes. */
export function rowsOf(boxes: Box[]): number[][] {
  const rows = new Map<number, number[]>();
  boxes.forEach((box, index) => {
    const top = Math.round(box.top);
    rows.set(top, [...(rows.get(top) ?? []), index]);
  });
  return [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top)!);
}

/** Whether the element is on screen and not covered: the point at its centre hits it. */
export async function isSeen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 20);
  if (x < 0 || y < 0 || x > viewport.width || y > viewport.height) return false;
  return element.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x, y]);
}
