import { describe, expect, it } from 'vitest';
import { splitName } from './display-name';

describe('splitName (SPEC 2.3)', () => {
  it.each([
    ['Dana Whitfield', 'Dana', 'Whitfield'],
    ['Mary Ann Lee', 'Mary', 'Ann Lee'],
    ['  Priya   Raman ', 'Priya', 'Raman'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%j → %j / %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});
