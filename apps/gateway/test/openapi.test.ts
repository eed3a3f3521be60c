import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, formatOpenApiDocument } from '../src/openapi';

const committed = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');

describe('docs/openapi.json', () => {
  it('is what the routes generate (run `pnpm --filter @bookdirect/gateway openapi`)', async () => {
    const generated = formatOpenApiDocument(await buildOpenApiDocument());
    expect(readFileSync(committed, 'utf8')).toBe(generated);
  });
});
