// Writes the SPA's API types from the services' OpenAPI documents (the contracts that the Rust
// snapshot tests keep current), so the frontend cannot drift from the backend.
//
//   node generate.mjs           write src/lib/api/*.gen.ts
//   node generate.mjs --check   fail when a written file differs from what would be generated
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../../..');
const targets = [
  { source: 'crates/public-api/openapi.json', output: 'frontend/src/lib/api/public-api.gen.ts' },
  { source: 'crates/admin-api/openapi.json', output: 'frontend/src/lib/api/admin-api.gen.ts' },
];
const check = process.argv.includes('--check');

let stale = 0;
for (const { source, output } of targets) {
  const document = JSON.parse(await readFile(resolve(repo, source), 'utf8'));
  const ast = await openapiTS(document, { alphabetize: true, exportType: true });
  const text = `// Generated from ${source} by frontend/tools/openapi-types. Do not edit: run\n// \`npm run gen:api\` in frontend/ after the API changes.\n\n${astToString(ast)}`;
  const path = resolve(repo, output);
  if (check) {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(`${output} is out of date with ${source}: run \`npm run gen:api\` in frontend/`);
      stale += 1;
    }
  } else {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
    console.log(`wrote ${output}`);
  }
}
process.exit(stale > 0 ? 1 : 0);
