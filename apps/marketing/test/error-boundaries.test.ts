import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const routes = join(import.meta.dirname, '../app/routes');

/** Route modules that render a page; resource routes (no default export) render nothing. */
const pages = readdirSync(routes).filter((file) =>
  /export default/.test(readFileSync(join(routes, file), 'utf8')),
);

describe('page routes', () => {
  it.each(pages)('%s shows its own errors inside the layout', (file) => {
    expect(readFileSync(join(routes, file), 'utf8')).toMatch(
      /export (const|function) ErrorBoundary\b/,
    );
  });
});
