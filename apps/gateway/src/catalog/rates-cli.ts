import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  applyRateSet,
  fetchRateSet,
  parseRateSet,
  RateMoveError,
  RateSetError,
  rateSettingsFromEnv,
} from './rates';
import { openDatabase, parseFlags } from './tooling/cli';

/**
 * `pnpm --filter @bookdirect/gateway update:rates [<file.json|https://...>] [--force]`
 *
 * Updates the exchange rates of the environment's database (DATABASE_URL or the PGlite
 * directory) from a rate set file, a URL, or EXCHANGE_RATES_URL when neither is given. A rate
 * moving more than EXCHANGE_RATE_MAX_MOVE (default 0.2) refuses the whole set unless --force.
 * Exits 1 when the set is refused or invalid.
 */
const flags = parseFlags(process.argv.slice(2));
const settings = rateSettingsFromEnv(process.env);
const target = typeof flags._ === 'string' ? flags._ : settings.url;
if (flags.help || !target) {
  console.log(
    'update:rates [<file.json|url>] [--force]\n' +
      'Format: {"date":"YYYY-MM-DD","source":"...","rates":{"CNY":0.1404,"EUR":1.0823,' +
      '"THB":0.02846,"JPY":0.006711,"USD":1,"MYR":0.2231}}: USD for one unit of each currency.\n' +
      'Without an argument it reads EXCHANGE_RATES_URL.',
  );
  process.exit(target ? 0 : 2);
}
try {
  const set = /^https?:\/\//i.test(target)
    ? await fetchRateSet(target)
    : parseRateSet(JSON.parse(await readFile(target, 'utf8')), basename(target));
  const handle = await openDatabase();
  try {
    const result = await applyRateSet(handle.db, set, {
      maxMove: settings.maxMove,
      force: flags.force === true,
    });
    for (const [code, rate] of Object.entries(result.rates)) {
      const move = result.moves[code as keyof typeof result.moves];
      console.log(`${code} ${rate} USD (${(move * 100).toFixed(2)}% moved)`);
    }
    console.log(`rates of ${result.date} from ${result.source} saved`);
  } finally {
    await handle.close();
  }
} catch (error) {
  if (error instanceof RateSetError || error instanceof RateMoveError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
}
