import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/errors.json';
import es from '@/locales/es/errors.json';

// The server's one list of message codes (service_kit::MessageCode), as the public API document
// carries it; the Rust side fails on a code nothing sends.
const document = JSON.parse(
  readFileSync(join(fileURLToPath(import.meta.url), '../../../../../crates/public-api/openapi.json'), 'utf8'),
) as { components: { schemas: Record<string, { enum?: string[] }> } };
const codes = document.components.schemas.MessageCode?.enum ?? [];

describe('message codes', () => {
  it.each([
    ['en', en.server],
    ['es', es.server],
  ])('are each translated in the %s catalogue, which translates no other', (_, server) => {
    expect(codes.length).toBeGreaterThan(0);
    expect(Object.keys(server).sort()).toEqual([...codes].sort());
  });
});
