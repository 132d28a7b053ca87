import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressAssets } from './build/precompress-assets';

/** The U.S. Web Design System's Sass packages (uswds-core, usa-button, ...). */
const USWDS_PACKAGES = fileURLToPath(new URL('./node_modules/@uswds/uswds/packages', import.meta.url));

/** Unit test files that vi.mock a module: each runs in a process of its own (see `test.projects`). */
const ISOLATED_TEST_FILES = ['src/app/admin/staff-area.test.tsx'];

/** Modules only the staff area uses. */
const STAFF_MODULE = /[\\/]src[\\/](app|features)[\\/]admin[\\/]|[\\/]src[\\/]lib[\\/]admin-api-client\.ts$/;

export default defineConfig({
  plugins: [react(), precompressAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    preprocessorOptions: {
      // src/app/uswds.scss builds USWDS from its Sass packages (`@use "uswds-core"`, `usa-*`).
      scss: { loadPaths: [USWDS_PACKAGES], quietDeps: true },
    },
  },
  server: {
    // `npm run dev` talks to the running gateway, which strips /ws itself.
    proxy: { '/ws': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
    // Unit tests read the repository's docs/ (`?raw`) to keep the app and the written contracts equal.
    fs: { allow: ['.', '../docs'] },
  },
  build: {
    outDir: 'dist',
    // The gateway's CSP has no `data:` source: emit every asset as a file, never inline it.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Sass building USWDS (vite:css) is most of every build's plugin time, by design: rolldown
      // would warn that plugins were slow on every build.
      checks: { bundlerTimings: false },
      output: {
        // Libraries change less often than the app: separate files cache across releases.
        // The sign-in library is staff code: its own chunk, loaded only by staff screens.
        codeSplitting: {
          groups: [
            { name: 'admin-oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/, priority: 30 },
            // The staff dialogs' form state and checks: in 'vendor' they would load on every public page.
            // Below 'react': a group takes in its modules' dependencies unless a group of higher
            // priority has them, and React in this chunk made every public page load it.
            { name: 'admin-forms', test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod)[\\/]/, priority: 12 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            // The rate history chart's library loads with the chart, on the Company and
            // Rate Pages only: left to 'vendor' below, it would join every page's first scripts.
            {
              name: 'chart',
              test: /node_modules[\\/](@visx[\\/]|d3-[^\\/]+[\\/]|internmap[\\/]|reduce-css-calc[\\/]|balanced-match[\\/]|math-expression-evaluator[\\/])/,
              priority: 15,
            },
            // The table library: Latest Rates, the Company Page, the Rate Page and staff screens (all
            // lazy routes) use it; in 'vendor' it would be on every page's first scripts (13 KB gz).
            { name: 'table', test: /node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/, priority: 15 },
            // The design system's styles change with USWDS, not with the app: src/app/uswds.scss
            // shares the chunk (and its stylesheet) of @trussworks/react-uswds.
            { name: 'uswds', test: /node_modules[\\/]@trussworks[\\/]|[\\/]src[\\/]app[\\/]uswds\.scss$/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
            // The public API's client is one line over the shared client code; left alone it
            // would be a file of its own, one more request before any public page shows.
            { name: 'api-client', test: /[\\/]src[\\/]lib[\\/](public-)?api-client\.ts$/, priority: 5 },
          ],
        },
        // Every chunk of staff code is named admin-…, so a public visit can be checked for it.
        chunkFileNames: (chunk) =>
          !chunk.name.startsWith('admin') && chunk.moduleIds.some((id) => STAFF_MODULE.test(id))
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Limits that stop a test or hook that hangs, not slow ones: a test takes 0.1–2.5 s with a free
    // core and up to ~7 s while the machine also compiles other work (load average 16), which
    // vitest's 5 s default failed on time rather than on behaviour.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default keeps a core for itself (one worker on a 2-core machine); after the first
    // transforms its process mostly waits, so every core runs test files.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // A fresh process per file spent more time starting (a new jsdom, React, the router, MSW
        // and i18next imported again: ~3 s a file) than testing. Files share their worker's
        // window and modules instead; src/testing/setup-tests.ts returns what a test may change
        // (DOM, storage, cookies, session, language, clock, handlers) to where it found it.
        extends: true,
        test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED_TEST_FILES, isolate: false },
      },
      {
        // Files that replace a module with vi.mock get a process of their own: in a shared one
        // the module may already be loaded, and the replacement would outlive the file.
        extends: true,
        test: { name: 'isolated', include: ISOLATED_TEST_FILES },
      },
    ],
  },
});
