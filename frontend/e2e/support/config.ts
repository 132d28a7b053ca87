/** Settings of the end-to-end run, from the environment. */
export const e2eConfig = {
  /** The running site (the gateway in front of the SPA and the APIs). */
  baseUrl: (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, ''),
  /** County names that must be among the Location options, comma-separated. */
  expectedCounties: (process.env.E2E_EXPECT_COUNTY ?? 'Adams County')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
  /**
   * Debian's Chromium as a headless shell (package chromium-headless-shell: the same engine and
   * version as /usr/bin/chromium without the browser's windowing layer, as Playwright runs
   * headless Chromium by default); never a browser downloaded by Playwright. The tests took half
   * the browser CPU of the full browser (docs/benchmarks.md).
   */
  chromiumPath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
};
