import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkCompanyForm, newCompanyForm, type CompanyField } from './company-form';

// Each company field's rule lives in the domain crate, whose parsers are tested against these
// examples; here the API document's patterns and the dialog's own checks meet the same ones.
const CRATES = join(fileURLToPath(import.meta.url), '../../../../../../crates');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(CRATES, path), 'utf8'));

type Examples = { valid: string[]; invalid: string[] };
const examples = readJson('domain/company-field-examples.json') as Record<string, Examples>;

type Property = { pattern?: string; maxLength?: number };
const saveRequest = (readJson('admin-api/openapi.json') as {
  components: { schemas: Record<string, { properties: Record<string, Property> }> };
}).components.schemas.CompanySaveRequest?.properties ?? {};

/** Whether the dialog refuses `value` in `field` before sending. */
function dialogRefuses(field: CompanyField, value: string): boolean {
  return checkCompanyForm({ ...newCompanyForm(), companyName: 'Keystone', coCode: '95101', [field]: value }).some(
    (problem) => problem.field === field,
  );
}

/** Whether the API document's schema of `field` takes `value`. */
function documentTakes(field: string, value: string): boolean {
  const { pattern, maxLength } = saveRequest[field] ?? {};
  expect(pattern, `${field} has a pattern`).toBeDefined();
  return new RegExp(pattern!, 'u').test(value) && [...value].length <= (maxLength ?? Infinity);
}

const PATTERNED = ['postalCode', 'state', 'phone', 'phoneExt', 'website'] as const;

describe('company field rules', () => {
  it.each(PATTERNED)("the API document's pattern for %s takes the valid examples and no other", (field) => {
    const { valid, invalid } = examples[field]!;
    for (const value of valid) expect(documentTakes(field, value), value).toBe(true);
    for (const value of invalid) expect(documentTakes(field, value), value).toBe(false);
  });

  // The dialog checks these fields itself with the same rule (the state in either case: it sends it upper-cased).
  it.each(['postalCode', 'state', 'phoneExt', 'coCode'] as const)(
    'the dialog takes the valid examples of %s and refuses the others',
    (field) => {
      const { valid, invalid } = examples[field]!;
      for (const value of valid) expect(dialogRefuses(field, value), value).toBe(false);
      for (const value of invalid) expect(dialogRefuses(field, value), value).toBe(true);
    },
  );

  // The phone and the website are left to the server's check, which refuses the rest; the
  // dialog must never refuse what the server takes.
  it.each(['phone', 'website'] as const)('the dialog takes the valid examples of %s', (field) => {
    for (const value of examples[field]!.valid) expect(dialogRefuses(field, value), value).toBe(false);
  });
});
