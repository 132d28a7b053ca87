/// <reference types="node" />
/**
 * src/app/uswds.scss builds the U.S. Web Design System with only the packages and utilities the
 * site uses. This test keeps that subset complete and the cascade unchanged, by comparing it with
 * the full USWDS build (every package, every utility, the same theme settings):
 *
 * - the classes the app uses are gathered from the code: every string in src/ (className strings,
 *   class lists in variables) and what each @trussworks/react-uswds element the code writes
 *   renders, with the literal props it is given (Card grid layouts included);
 * - every rule of the full build that needs only those classes must be in the subset, with the
 *   same declarations — so a new `usa-…` component or utility class cannot render unstyled;
 * - the subset's rules come in the full build's order, and it has no rules of its own but the
 *   font faces, which must swap (the text shows at once in a fallback font).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import * as ReactUswds from '@trussworks/react-uswds';
import postcss from 'postcss';
import { initCompiler } from 'sass';
import { parseSync } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Names that look like USWDS classes but which USWDS gives no styles of its own; the app sets
 * them as hooks. Anything else named `usa-…` that USWDS does not define is a typo.
 */
const UNSTYLED_USA_NAMES = new Set([
  'usa-accordion--multiselectable', // USWDS reads data-allow-multiple; the class only documents it.
  'usa-character-count', // the wrapper USWDS's JavaScript looks for; the styles are on its parts.
  'usa-nav-link', // the header's menu links; USWDS styles them as .usa-nav__primary-item > a.
]);

/** What a @trussworks/react-uswds component needs to render at all, beyond the code's literal props. */
const REQUIRED_PROPS: Record<string, Record<string, unknown>> = {
  Alert: { type: 'info', headingLevel: 'h2' },
  CharacterCount: { id: 'c', name: 'c', maxLength: 10 },
  Checkbox: { id: 'c', name: 'c', label: 'Label' },
  NavMenuButton: { label: 'Menu' },
  Pagination: { pathname: '/', totalPages: 9, currentPage: 5 },
  NavList: { items: [createElement('a', { key: 'a', href: '/' }, 'Link')] },
  Select: { id: 's', name: 's' },
  TextInput: { id: 't', name: 't', type: 'text' },
  Textarea: { id: 't', name: 't' },
};

/** The breakpoint keys of react-uswds grid layouts (`gridLayout={{ tablet: { col: 6 } }}`). */
const BREAKPOINTS = new Set(['mobile', 'mobileLg', 'tablet', 'tabletLg', 'desktop', 'desktopLg', 'widescreen']);

// (Through a variable: vite rewrites `new URL('…', import.meta.url)` into an asset URL.)
const HERE = import.meta.url;
const USWDS_PACKAGES = fileURLToPath(new URL('../../node_modules/@uswds/uswds/packages', HERE));
const ENTRY = readFileSync(new URL('./uswds.scss', HERE), 'utf8');
const SOURCES = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** One selector of a rule, in its @media/@supports context, with the rule's declarations. */
type StyleItem = { context: string; selector: string; declarations: string; ruleIndex: number };

// --- the code --------------------------------------------------------------------------------

type AstNode = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!isNode(node)) return;
  visit(node);
  for (const [key, child] of Object.entries(node)) if (key !== 'type' && typeof child === 'object') walk(child, visit);
}

/** The value of a literal expression (strings, numbers, booleans, objects and arrays of them), else undefined. */
function literalValue(node: unknown): unknown {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal') return node.value;
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') return literalValue(node.expression);
  if (node.type === 'ArrayExpression') {
    const items = (node.elements as unknown[]).map(literalValue);
    return items.includes(undefined) ? undefined : items;
  }
  if (node.type === 'ObjectExpression') {
    const entries = (node.properties as AstNode[]).map((property) => {
      const key = property.key as AstNode | undefined;
      const name = key?.type === 'Identifier' ? key.name : key?.value;
      return [name, literalValue(property.value)] as const;
    });
    return entries.some(([name, value]) => typeof name !== 'string' || value === undefined)
      ? undefined
      : Object.fromEntries(entries);
  }
  return undefined;
}

type Usage = { component: string; props: Record<string, unknown> };

/**
 * The strings of the code, and the react-uswds elements it writes — with its grid layouts
 * (`{ tablet: { col: 6 } }`, wherever written) as Grid elements, which render what a Card's
 * `gridLayout` does.
 */
function readCode() {
  const strings: string[] = [];
  const usages: Usage[] = [];
  for (const [path, source] of Object.entries(SOURCES)) {
    const { program, errors } = parseSync(path, source, { lang: path.endsWith('x') ? 'tsx' : 'ts' });
    expect(errors, path).toEqual([]);
    const fromReactUswds = new Map<string, string>(); // local name → exported name
    walk(program, (node) => {
      if (node.type === 'ImportDeclaration' && (node.source as AstNode).value === '@trussworks/react-uswds') {
        for (const specifier of node.specifiers as AstNode[]) {
          const imported = specifier.imported as AstNode | undefined;
          if (imported) fromReactUswds.set((specifier.local as AstNode).name as string, imported.name as string);
        }
      }
    });
    walk(program, (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') strings.push(node.value);
      if (node.type === 'TemplateElement') strings.push((node.value as { cooked: string | null }).cooked ?? '');
      if (node.type === 'ObjectExpression') {
        const value = literalValue(node);
        const keys = Object.keys(value ?? {});
        if (keys.length > 0 && keys.every((key) => BREAKPOINTS.has(key)))
          usages.push({ component: 'Grid', props: { ...(value as object), children: 'Text' } });
      }
      if (node.type === 'JSXElement') {
        const opening = node.openingElement as AstNode;
        const tag = opening.name as AstNode;
        const component = tag.type === 'JSXIdentifier' ? fromReactUswds.get(tag.name as string) : undefined;
        if (!component) return;
        const props: Record<string, unknown> = {};
        for (const attribute of opening.attributes as AstNode[]) {
          if (attribute.type !== 'JSXAttribute') continue;
          const value = attribute.value as AstNode | null;
          const name = (attribute.name as AstNode).name as string;
          const expression = value?.type === 'JSXExpressionContainer' ? value.expression : value;
          const literal = value === null ? true : literalValue(expression);
          if (literal !== undefined) props[name] = literal;
          // A handler can change what renders (Pagination draws buttons, not links, for onClickNext).
          else if (/^on[A-Z]/.test(name)) props[name] = () => {};
        }
        if ((node.children as unknown[]).length > 0) props.children = 'Text';
        usages.push({ component, props });
      }
    });
  }
  return { strings, usages };
}

/** The classes on every element that `element` renders. */
function renderedClasses(element: Parameters<typeof render>[0]): string[] {
  const { container, unmount } = render(element);
  const classes = [...container.querySelectorAll('[class]')].flatMap((node) =>
    (node.getAttribute('class') ?? '').split(/\s+/),
  );
  unmount();
  return classes.filter(Boolean);
}

// --- the stylesheets -------------------------------------------------------------------------

/** The class names a selector needs on elements to match (those inside :not() need not be there). */
function classesOf(selector: string): string[] {
  let stripped = selector;
  while (stripped.includes(':not(')) stripped = stripped.replace(/:not\([^()]*(\([^()]*\)[^()]*)*\)/g, '');
  return [...stripped.replace(/\[[^\]]*\]/g, '').matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) =>
    (match[1] ?? '').replace(/\\(.)/g, '$1'),
  );
}

function styleItems(css: string): { items: StyleItem[]; fontFaces: string[] } {
  const items: StyleItem[] = [];
  const fontFaces: string[] = [];
  let ruleIndex = 0;
  postcss.parse(css).walk((node) => {
    if (node.type === 'atrule' && node.name === 'font-face') fontFaces.push(node.toString());
    if (node.type !== 'rule' || (node.parent?.type === 'atrule' && /keyframes$/.test(node.parent.name))) return;
    let context = '';
    for (let parent = node.parent; parent && parent.type === 'atrule'; parent = parent.parent)
      context = `@${parent.name} ${parent.params} ${context}`;
    const declarations = node.nodes.map((child) => child.toString()).join(';');
    ruleIndex += 1;
    for (const selector of node.selectors) items.push({ context, selector, declarations, ruleIndex });
  });
  return { items, fontFaces };
}

const keyOf = (item: StyleItem) => `${item.context}|${item.selector}{${item.declarations}}`;

/**
 * The subset and the full reference build. Synchronously: sass's JavaScript build takes about
 * twice as long asynchronously (11 s against 20 s for the two builds on this project's 2-core
 * machine), and a test has nothing else to do meanwhile.
 */
function compile() {
  const compiler = initCompiler();
  try {
    const options = { loadPaths: [USWDS_PACKAGES], quietDeps: true, style: 'compressed' as const };
    const subset = compiler.compileString(ENTRY, options);
    // The same theme, with everything: the subset's settings that limit output left out, and
    // every package of USWDS in place of the subset's list.
    const settings = ENTRY.match(/@use "uswds-core" with \(([\s\S]*?)\n\);/)?.[1];
    expect(settings, 'uswds.scss configures uswds-core').toBeDefined();
    const theme = settings!.replace(/\/\/ output limits: start[\s\S]*?\/\/ output limits: end/, '');
    const full = compiler.compileString(`@use "uswds-core" with (${theme});\n@forward "uswds";`, options);
    return { subset: styleItems(subset.css), full: styleItems(full.css) };
  } finally {
    compiler.dispose();
  }
}

// --- the checks ------------------------------------------------------------------------------

describe('the USWDS stylesheet (src/app/uswds.scss)', () => {
  let subset: ReturnType<typeof styleItems>;
  let full: ReturnType<typeof styleItems>;
  let used: Set<string>;
  let usaNames: Set<string>;

  // No time limit: the builds (about 11 s of one core) run synchronously, so a timer could not stop
  // one that hangs; a limit would only fail the file on a machine busy with other builds.
  beforeAll(() => {
    ({ subset, full } = compile());
    const defined = new Set(full.items.flatMap((item) => classesOf(item.selector)));
    const { strings, usages } = readCode();
    const tokens = strings.flatMap((text) => text.split(/\s+/));
    const components = ReactUswds as unknown as Record<string, ComponentType<Record<string, unknown>>>;
    const rendered = usages.flatMap(({ component, props }) =>
      renderedClasses(createElement(components[component]!, { ...REQUIRED_PROPS[component], ...props })),
    );
    used = new Set([...tokens, ...rendered].filter((name) => defined.has(name)));
    usaNames = new Set(tokens.filter((name) => /^usa-[\w-]+$/.test(name) && !defined.has(name)));
  }, 0);

  it('finds the classes the code uses', () => {
    // A guard against the guard: className strings, react-uswds elements (Pagination with its
    // handlers draws buttons) and a grid layout held in a constant.
    const samples = ['usa-button', 'margin-top-4', 'usa-header', 'usa-pagination__button', 'desktop:grid-col-4'];
    for (const name of samples) expect(used, name).toContain(name);
  });

  it('names no usa- class that USWDS does not define', () => {
    expect([...usaNames].filter((name) => !UNSTYLED_USA_NAMES.has(name))).toEqual([]);
  });

  it('has every rule of the full USWDS that applies to the classes the code uses', () => {
    const present = new Set(subset.items.map(keyOf));
    const missing = full.items.filter(
      (item) => !present.has(keyOf(item)) && classesOf(item.selector).every((name) => used.has(name)),
    );
    // Listed by selector, so a failure says which class or package to add.
    expect(missing.map((item) => `${item.context}${item.selector}`)).toEqual([]);
  });

  it('keeps the full build’s rules, declarations and order (the cascade is unchanged)', () => {
    const positions = new Map<string, number[]>();
    for (const item of full.items) positions.set(keyOf(item), [...(positions.get(keyOf(item)) ?? []), item.ruleIndex]);
    let last = 0;
    const problems: string[] = [];
    for (const item of subset.items) {
      const at = positions.get(keyOf(item));
      const next = at?.find((index) => index >= last);
      if (!at) problems.push(`not in the full build: ${keyOf(item)}`);
      else if (next === undefined) problems.push(`out of the full build's order: ${keyOf(item)}`);
      else last = next;
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('declares its font faces with font-display: swap', () => {
    expect(full.fontFaces.length).toBeGreaterThan(0);
    expect(subset.fontFaces.length).toBeGreaterThan(0);
    for (const face of subset.fontFaces) expect(face).toMatch(/font-display:\s*swap/);
  });
});
