import { defineConfig } from 'vitest/config';

// End-to-end smoke test: a real Chromium against a running site (E2E_BASE_URL).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser, one site: run files one after the other.
    fileParallelism: false,
  },
});
