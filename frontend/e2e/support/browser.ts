import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { e2eConfig } from './config';

/** Flags for a headless Chromium that makes no calls of its own (TOOLING.md). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts the system Chromium. `launch` gives every run a fresh temporary
 * profile directory of its own and deletes it on close.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: e2eConfig.chromiumPath, args: CHROMIUM_ARGS });
}

/** A clean context (no cookies, no storage) aimed at the site under test. */
export function newSiteContext(browser: Browser): Promise<BrowserContext> {
  // @axe-core/playwright needs pages from browser.newContext(), not browser.newPage().
  return browser.newContext({ baseURL: e2eConfig.baseUrl, viewport: { width: 1280, height: 900 } });
}

/**
 * Problems the page reports that no assertion would see: uncaught exceptions
 * and Content-Security-Policy refusals.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`Uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  return problems;
}
