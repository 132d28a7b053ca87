import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { collectPageProblems, launchChromium, newSiteContext } from './browser';

/** The browser context and page of the running test. */
export type PageSession = { readonly context: BrowserContext; readonly page: Page };

/**
 * Registers the hooks every browser test file shares: one Chromium per file, a clean
 * context and page per test, and after each test a failure if the page threw or the
 * Content-Security-Policy refused something. Read `page` and `context` inside tests.
 */
export function usePageSession(): PageSession {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await newSiteContext(browser);
    page = await context.newPage();
    problems = collectPageProblems(page);
  });

  afterEach(async () => {
    await context?.close();
    expect(problems, 'errors reported by the page').toEqual([]);
  });

  return {
    get context() {
      return context;
    },
    get page() {
      return page;
    },
  };
}
