import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * The OpenAPI document as the running gateway serves it at /openapi.json, built from the
 * route schemas without a database (nothing is queried to describe the routes).
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  // A fixed environment: the committed document must not depend on who generated it.
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const app = await buildApp({ db: drizzle.mock(), config });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

export function formatOpenApiDocument(document: Record<string, unknown>): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

// `tsx src/openapi.ts <file>`: writes the document (docs/openapi.json in the repository).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const target = resolve(process.argv[2] ?? '../../docs/openapi.json');
  const document = await buildOpenApiDocument();
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, formatOpenApiDocument(document));
  console.log(`OpenAPI document written to ${target}`);
}
