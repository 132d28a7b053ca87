import { describe, expect, it } from 'vitest';
import { catalogueSplit, ROUTE_NAMESPACES } from './i18n';

const english = Object.keys(import.meta.glob('../../locales/en/*.json')).map((path) => path.replace(/^.*\/|\.json$/g, ''));

describe('the lazily loaded catalogues', () => {
  it('are the ones ROUTE_NAMESPACES lists, and the rest are in the entry bundle', () => {
    expect([...catalogueSplit.routes].sort()).toEqual([...ROUTE_NAMESPACES].sort());
    expect([...catalogueSplit.entry, ...catalogueSplit.routes].sort()).toEqual([...english].sort());
  });
});
