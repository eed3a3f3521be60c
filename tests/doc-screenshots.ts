/**
 * Where a journey puts a picture it takes for the docs: `docs/screenshots/` when `pnpm
 * docs:screenshots` runs the journeys that take them, else the run's own `reports/`, so that
 * `pnpm test` changes no tracked file.
 */
export function docScreenshot(name: string): string {
  const dir = process.env.E2E_DOCS_SCREENSHOTS === '1' ? 'docs/screenshots' : 'reports/screenshots';
  return `${dir}/${name}`;
}
