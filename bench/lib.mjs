// What the benchmarks share: the repository root, the gateway's dev tools (autocannon, pg),
// `--name value` arguments and loopback URLs.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `require` from the gateway's package: autocannon and pg are its devDependencies. */
export const fromGateway = createRequire(join(root, 'apps/gateway/package.json'));

/** `--hotels 2000 --reseed` as `{ hotels: '2000', reseed: true }` (`--` is skipped). */
export const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a !== '--')
    .map((a, i, all) =>
      a.startsWith('--')
        ? [a.slice(2), all[i + 1]?.startsWith('--') || all[i + 1] === undefined ? true : all[i + 1]]
        : null,
    )
    .filter(Boolean),
);

/**
 * The URL with `localhost` as 127.0.0.1: Node and autocannon resolve `localhost` to ::1 first
 * on some hosts, and the apps listen on IPv4.
 */
export function ipv4Url(href) {
  const url = new URL(href);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  return url;
}

/**
 * Chromium for a Lighthouse run, started by chrome-launcher (which comes with lighthouse;
 * pnpm does not hoist it) with the repository's one browser and flags (scripts/chromium.mjs).
 */
export async function launchLighthouseChrome() {
  const { chromiumArgs, chromiumPath } = await import('../scripts/chromium.mjs');
  const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
  const chromeLauncher = await import(fromLighthouse.resolve('chrome-launcher'));
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
}
