import { describe, expect, it } from 'vitest';
import { expandCoverage, toggleCoverage } from './coverage';

describe('toggleCoverage (SPEC 5.1)', () => {
  it('keeps the previous selection when the last one is deselected', () => {
    expect(toggleCoverage(['all'], 'all')).toEqual(['all']);
    expect(toggleCoverage(['G'], 'G')).toEqual(['G']);
  });

  it("resets to only 'all' when 'all' is selected", () => {
    expect(toggleCoverage(['P', 'S'], 'all')).toEqual(['all']);
  });

  it("removes 'all' when a specific level is selected", () => {
    expect(toggleCoverage(['all'], 'S')).toEqual(['S']);
  });

  it('adds and removes specific levels, in button order', () => {
    expect(toggleCoverage(['S'], 'P')).toEqual(['P', 'S']);
    expect(toggleCoverage(['P', 'S'], 'P')).toEqual(['S']);
  });
});

describe('expandCoverage', () => {
  it("expands 'all' to every metal level", () => {
    expect(expandCoverage(['all'])).toEqual(['P', 'G', 'S', 'B', 'C']);
    expect(expandCoverage(['B', 'G'])).toEqual(['G', 'B']);
  });
});
