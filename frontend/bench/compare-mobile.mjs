// Compare Plans on a phone, cold (target: first plan row painted ≤ 3.0 s after navigation).
//
// Each run is a fresh browser context (no HTTP cache, no IndexedDB, no cookies) in Debian's
// Chromium with Lighthouse's "mobile" profile applied through CDP: 150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up (Network.emulateNetworkConditions) and a CPU four times slower
// (Emulation.setCPUThrottlingRate), on a 412 × 823 phone screen. It opens /compare, fills the
// form as a person would (newest year, the county with the most plans, age 35, no tobacco, all
// levels) from the frame its lists can be used, presses Search Now and records when the first
// plan row is painted, counted from the navigation's start.
//
// Two paths side by side, RUNS runs each:
//   slice — what the site does: the first search paints from the county slice;
//   full  — the county slice is refused, so the page paints from the whole year's dataset (what
//           every first search did before the county slices).
//
// Usage: node bench/compare-mobile.mjs [--base http://127.0.0.1:8080] [--runs 5] [--paths slice,full] [--json]
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const base = option('base', process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const runs = Number(option('runs', '5'));
const paths = option('paths', 'slice,full').split(',');
const asJson = args.includes('--json');

/** Lighthouse's mobile profile (throttling.mobileSlow4G): what a mid-range phone on a slow network feels. */
const MOBILE = { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, cpuSlowdown: 4 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (ms) => Math.round(ms);

/**
 * Runs in the page before anything else: notes when Search Now is pressed and the moment the first
 * plan row of the results is painted (the frame after the row enters the document), in ms since the
 * navigation started.
 */
function watchFirstPlanRow() {
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button')?.textContent === 'Search Now') {
        window.__searchPressedMs ??= performance.now();
      }
    },
    true,
  );
  const rowSelector = '#compare-results-heading ~ ul .usa-accordion__button';
  const observer = new MutationObserver(() => {
    if (!document.querySelector(rowSelector)) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__firstPlanRowMs = performance.now();
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  // The search to make: the newest year and its heaviest county (unthrottled, outside the runs).
  const setup = await browser.newContext();
  const years = await (await setup.request.get(`${base}/ws/get-years`)).json();
  const year = String(Math.max(...years));
  const dataset = await (await setup.request.get(`${base}/ws/compare-plans/${year}`)).json();
  const [countyId, entries] = Object.entries(dataset.comparisonData)
    .map(([id, byLevel]) => [id, Object.values(byLevel).flatMap((byCompany) => Object.values(byCompany)).flat().length])
    .sort((a, b) => b[1] - a[1])[0];
  await setup.close();

  const runOnce = async (path) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      if (path === 'full') await context.route('**/ws/compare-plans/*/counties/*', (route) => route.abort('failed'));
      await context.addInitScript(watchFirstPlanRow);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE.latencyMs,
        downloadThroughput: MOBILE.downloadBitsPerSecond / 8,
        uploadThroughput: MOBILE.uploadBitsPerSecond / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });

      await page.goto(`${base}/compare`, { waitUntil: 'commit', timeout: 120_000 });
      // Filling starts in the frame the form can be used, as a person watching it would. An action
      // on an element not there yet is retried by Playwright at growing intervals (up to 500 ms
      // apart): without this per-frame wait the figure included up to half a second of the robot's
      // retry schedule (seen: the form was ready ~440 ms before the first choice).
      const formReady = await page.waitForFunction(
        () => {
          const lists = ['compare-year', 'compare-location'].map((id) => document.getElementById(id));
          const usable = lists.every((list) => list instanceof HTMLSelectElement && !list.disabled && list.options.length > 1);
          return usable ? performance.now() : false;
        },
        null,
        { polling: 'raf', timeout: 120_000 },
      );
      const formReadyMs = await formReady.jsonValue();
      await page.getByLabel('Year', { exact: true }).selectOption(year, { timeout: 120_000 });
      await page.getByLabel('Location', { exact: true }).selectOption(countyId, { timeout: 120_000 });
      await page.getByLabel('Age', { exact: true }).fill('35', { timeout: 120_000 });
      await page.getByLabel('Tobacco', { exact: true }).selectOption('N', { timeout: 120_000 });
      await page.getByRole('button', { name: 'Search Now' }).click({ timeout: 120_000 });
      await page.waitForFunction(() => window.__firstPlanRowMs !== undefined, null, { timeout: 120_000, polling: 50 });
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return {
          firstPlanRowMs: window.__firstPlanRowMs,
          clickedAtMs: window.__searchPressedMs,
          firstContentfulPaintMs: fcp?.startTime ?? null,
          html: { responseEnd: navigation.responseEnd, bytes: navigation.transferSize },
          resources: performance.getEntriesByType('resource').map((r) => ({
            name: r.name.replace(location.origin, ''),
            startMs: round(r.startTime),
            endMs: round(r.responseEnd),
            bytes: r.transferSize,
          })),
        };
        function round(ms) {
          return Math.round(ms);
        }
      });
      return { ...timing, formReadyMs };
    } finally {
      await context.close();
    }
  };

  const byPath = {};
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await runOnce(path));
    const firstRow = samples.map((s) => s.firstPlanRowMs);
    const typical = samples.find((s) => s.firstPlanRowMs === median(firstRow));
    byPath[path] = {
      medianMs: round(median(firstRow)),
      samplesMs: firstRow.map(round),
      medianFormReadyMs: round(median(samples.map((s) => s.formReadyMs))),
      medianClickMs: round(median(samples.map((s) => s.clickedAtMs))),
      medianFirstContentfulPaintMs: round(median(samples.map((s) => s.firstContentfulPaintMs ?? 0))),
      // The median run's requests: what the first plan waited for.
      requests: typical.resources.filter((r) => r.startMs <= typical.firstPlanRowMs),
    };
  }

  const result = { base, year: Number(year), countyId: Number(countyId), entries, runs, profile: MOBILE, paths: byPath };
  if (asJson) console.log(JSON.stringify(result));
  else {
    console.log(`cold compare on the mobile profile, ${base}: year ${year}, county ${countyId} (${entries} entries)`);
    for (const [path, figures] of Object.entries(byPath)) {
      console.log(`${path}: navigation → first plan row ${figures.medianMs} ms median of ${runs} (${figures.samplesMs.join(', ')}); ` +
        `form usable at ${figures.medianFormReadyMs} ms; Search Now pressed at ${figures.medianClickMs} ms; ` +
        `first contentful paint ${figures.medianFirstContentfulPaintMs} ms`);
      for (const r of figures.requests) console.log(`    ${String(r.startMs).padStart(6)} → ${String(r.endMs).padStart(6)} ms ${String(r.bytes).padStart(8)} B  ${r.name}`);
    }
  }
} finally {
  await browser.close();
}
