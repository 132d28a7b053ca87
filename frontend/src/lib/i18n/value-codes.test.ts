import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/ui.json';
import es from '@/locales/es/ui.json';

// The codes the server sends beside a value's English (domain::FilingStatusCode,
// domain::TypeOfInsuranceCode, domain::MarketTypeCode, domain::GroupMarketTypeCode), as the
// public API document lists them: the SPA shows each value by its code, so each needs its text in
// every language, and a text for a code nobody sends is dead. The Rust side holds the English
// status texts to the server's; English shows the other values as the server sends them.
const document = JSON.parse(
  readFileSync(join(fileURLToPath(import.meta.url), '../../../../../crates/public-api/openapi.json'), 'utf8'),
) as { components: { schemas: Record<string, { enum?: string[] }> } };
const codesOf = (schema: string) => document.components.schemas[schema]?.enum ?? [];

describe.each([
  ['en', en],
  ['es', es],
])('the %s catalogue', (_, ui) => {
  it.each([
    ['filing status', 'FilingStatusCode', 'filingStatus'],
    ['type of insurance', 'TypeOfInsuranceCode', 'insuranceType'],
    ['market', 'MarketTypeCode', 'marketType'],
    ['group market type', 'GroupMarketTypeCode', 'groupMarketType'],
  ] as const)('names each %s code, and no other', (_, schema, group) => {
    const codes = codesOf(schema);
    expect(codes.length).toBeGreaterThan(0);
    expect(Object.keys(ui[group]).sort()).toEqual([...codes].sort());
  });

  it('describes only filing status codes', () => {
    const codes = codesOf('FilingStatusCode');
    expect(Object.keys(ui.filingStatusDescription).filter((key) => !codes.includes(key))).toEqual([]);
  });
});
