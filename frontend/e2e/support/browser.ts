import type { BrowserContextOptions, LaunchOptions } from '@playwright/test';
import { e2eConfig } from './config';

/** Flags for a headless Chromium that makes no calls of its own (TOOLING.md). */
export const CHROMIUM_ARGS = [
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
 * Debian's Chromium, never a browser downloaded by Playwright. Every launch gets a fresh
 * temporary profile directory of its own, deleted on close.
 */
export const CHROMIUM: LaunchOptions = { executablePath: e2eConfig.chromiumPath, args: CHROMIUM_ARGS };

/**
 * A clean context (no cookies, no storage) aimed at the site under test. @axe-core/playwright
 * needs pages of a context, never of `browser.newPage()`.
 */
export const SITE_CONTEXT: BrowserContextOptions = { baseURL: e2eConfig.baseUrl, viewport: { width: 1280, height: 900 } };
