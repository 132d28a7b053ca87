import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Modules only the staff area uses. */
const STAFF_MODULE = /[\\/]src[\\/](app|features)[\\/]admin[\\/]|[\\/]src[\\/]lib[\\/]admin-api-client\.ts$/;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
      output: {
        // Libraries change less often than the app: separate files cache across releases.
        // The sign-in library is staff code: its own chunk, loaded only by staff screens.
        codeSplitting: {
          groups: [
            { name: 'admin-oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/, priority: 30 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            { name: 'uswds', test: /node_modules[\\/]@trussworks[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
