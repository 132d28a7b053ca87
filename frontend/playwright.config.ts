// The end-to-end suite (`npm run test:e2e`): Debian's Chromium against a running site
// (E2E_BASE_URL), one database and one gateway shared by every test. scripts/test starts the
// site and runs it (scripts/lib/e2e.sh).
//
// Tests run in parallel only where the shared data allows. Each file belongs to one project:
// - `changes-data`: files that change what other files read (imports of filings, comments
//   published, the commenting and import switches, plans uploaded, compare years switched). One
//   file at a time, in a worker of its own, beside `independent`.
// - `independent`: files whose checks hold whatever the files above do meanwhile (they change
//   nothing others read, or only things nobody else reads: a new company, a new user, the quality
//   measure note). Any free worker, from the start.
// - `reads-changed-data`: files that compare one reading of the shared data with another (the open
//   data against the catalogue, a chart against its history call, counts against the API), need
//   public commenting on, or count comments. They start once `changes-data` has finished.
// - `alone`: holds more connections from the browsers' address than the gateway lets any address
//   have at once; it runs once everything else has finished.
// A project that another depends on must pass for that one to run (Playwright's rule): a failure in
// `changes-data` leaves the later projects unrun, listed as such. E2E_FILTER runs (scripts/test) pass
// --no-deps and one worker, so they run exactly the files named, one after the other.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, SITE_CONTEXT } from './e2e/support/browser';

/** End-to-end files by name (without `.e2e.test.ts`). */
const files = (...names: string[]) => names.map((name) => `**/${name}.e2e.test.ts`);

const CHANGES_DATA = files(
  'admin-comments',
  'admin-companies-upload',
  'admin-compare-years',
  'admin-filings',
  'admin-sign-in',
  'comment-abuse',
  'comment-status',
);
const READS_CHANGED_DATA = files(
  'comment-countdown',
  'compare-first-search',
  'gateway-open-data',
  'open-data',
  'rate-history',
  'rate-page',
  'rate-page-premium-change',
  'spanish-journeys',
  'spanish-route-walk',
);
const ALONE = files('gateway-client-address');

/** Where traces, screenshots and the like of failed tests go: the repository's ignored runtime folder. */
const OUTPUT_DIR = process.env.E2E_OUTPUT_DIR ?? fileURLToPath(new URL('../.data/test-run/e2e-results', import.meta.url));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.test.ts',
  outputDir: OUTPUT_DIR,
  // Two browsers at once on this 2-core machine: three finished a little sooner but brought the
  // slowest tests near their timeouts. E2E_WORKERS changes it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that fails once is a bug: never retried.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // Web-first assertions retry until the page settles; a busy 2-core machine may need seconds.
  expect: { timeout: 30_000 },
  reporter: [
    ['list'],
    // scripts/test names the failed tests in its summary from this report.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    ...SITE_CONTEXT,
    launchOptions: CHROMIUM,
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Each failed test keeps its trace (DOM snapshots of every step, network, console); the
    // screencast is left out, which costs a fifth of the suite's time on this 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'changes-data', testMatch: CHANGES_DATA, workers: 1 },
    { name: 'independent', testIgnore: [...CHANGES_DATA, ...READS_CHANGED_DATA, ...ALONE] },
    { name: 'reads-changed-data', testMatch: READS_CHANGED_DATA, dependencies: ['changes-data'] },
    { name: 'alone', testMatch: ALONE, dependencies: ['changes-data', 'independent', 'reads-changed-data'] },
  ],
});
