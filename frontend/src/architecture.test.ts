import { describe, expect, it } from 'vitest';

/**
 * Shared code flows one way: lib → features → app (STYLE.md). This stands in
 * for a lint rule: it reads every source file and checks what it imports.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Resolves an import to a path under src/ ('features/compare/...'), or null for packages. */
function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  const parts = file.replace(/^\/src\//, '').split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function violations(): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const own = file.replace(/^\/src\//, '');
    const ownFeature = /^features\/([^/]+)\//.exec(own)?.[1];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolve(file, match[1] ?? match[2] ?? '');
      if (!target) continue;
      const targetFeature = /^features\/([^/]+)/.exec(target)?.[1];
      if (own.startsWith('lib/') && (target.startsWith('features') || target.startsWith('app'))) {
        found.push(`${own} (lib) imports ${target}`);
      }
      if (ownFeature && target.startsWith('app')) found.push(`${own} (feature) imports ${target}`);
      if (ownFeature && targetFeature && targetFeature !== ownFeature) {
        found.push(`${own} imports another feature: ${target}`);
      }
    }
  }
  return found;
}

describe('architecture', () => {
  it('reads the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it('keeps lib → features → app, and features apart', () => {
    expect(violations()).toEqual([]);
  });
});
