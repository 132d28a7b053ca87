import type { Locator, Page } from '@playwright/test';

/** The window sizes every screen is checked at: a desktop's, then a phone's. */
export const DESKTOP_AND_PHONE = [
  [1280, 900],
  [390, 844],
] as const;

/**
 * How many lines the text of each element takes as the browser laid it out: the line boxes of
 * its text nodes, told apart by their tops (boxes less than 3 px apart share a line). A tracking
 * number broken after its hyphen counts 2.
 */
export function textLineCounts(elements: Locator): Promise<number[]> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const tops: number[] = [];
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      return tops.filter((top, index) => index === 0 || top - tops[index - 1]! >= 3).length;
    }),
  );
}

/** Whether the page is wider than the window, so that a person would have to scroll sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
