// Lint rules that keep the frontend's architecture (STYLE.md): shared code flows one way,
// lib → features → app, and features never import each other. `npm run lint`; scripts/test runs it.
import babelParser from '@babel/eslint-parser';
import boundaries from 'eslint-plugin-boundaries';

export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests and their helpers may reach anywhere they need to set a screen up; the entry point
    // (main.tsx) starts the app and vite-env.d.ts only declares types.
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/main.tsx', 'src/vite-env.d.ts'],
    languageOptions: {
      // Babel parses TypeScript without the TypeScript compiler's API (this project's tsc is the
      // native TypeScript 7, which has none for typescript-eslint to use).
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: {
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['typescript', 'jsx'] },
        },
      },
    },
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'lib', pattern: 'src/lib' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'app' } }, allow: [{ to: { element: { types: ['app', 'feature', 'lib'] } } }] },
            {
              from: { element: { type: 'feature' } },
              allow: [
                { to: { element: { type: 'lib' } } },
                // Only its own feature: features never import each other.
                { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              ],
            },
            { from: { element: { type: 'lib' } }, allow: [{ to: { element: { type: 'lib' } } }] },
          ],
        },
      ],
      // A file the rules cannot place would escape them.
      'boundaries/no-unknown-files': 'error',
    },
  },
];
