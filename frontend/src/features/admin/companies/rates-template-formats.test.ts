import { describe, expect, it } from 'vitest';
import docs from '../../../../../docs/rates-template.md?raw';
import { RATES_TEMPLATE_ACCEPT, RATES_TEMPLATE_EXTENSIONS, RATES_TEMPLATE_HINT } from './rates-template-formats';

// The dialog, docs/rates-template.md and the server name one list of formats.
describe('rates template formats', () => {
  it('are the ones docs/rates-template.md lists (and the server, by its own test of that document)', () => {
    const line = /^Accepted formats: (.*?) \(/m.exec(docs)?.[1];
    expect(line, 'docs/rates-template.md has an "Accepted formats:" line').toBeDefined();
    expect([...line!.matchAll(/`([^`]+)`/g)].map((m) => m[1])).toEqual([...RATES_TEMPLATE_EXTENSIONS]);
  });

  it('are what the picker accepts and the hint says', () => {
    expect(RATES_TEMPLATE_ACCEPT).toBe('.xls,.xlsx,.xlsm,.ods');
    expect(RATES_TEMPLATE_HINT).toBe('Accepted formats: .xls, .xlsx, .xlsm or .ods, at most 10 MB.');
  });
});
