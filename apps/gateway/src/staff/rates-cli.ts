import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ExchangeRateUpdateBody } from '@bookdirect/gateway-sdk/contract';
import { staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { fetchRateSet, parseRateSet, type RateSet, RateSetError } from '../catalog/rates';
import { parseFlags } from '../catalog/tooling/cli';
import { dataOf, withStaffSession } from './cli-session';

/**
 * `pnpm --filter @bookdirect/gateway update:rates [<file.json|https://...>] [--force]`
 *
 * Updates the exchange rates through the running gateway (GATEWAY_URL, default
 * http://127.0.0.1:4000, `POST /v1/s/exchange-rates/`) as a signed-in admin: STAFF_EMAIL,
 * STAFF_PASSWORD and STAFF_OTP or STAFF_TOTP_SECRET (for a scheduled run), else asked on the
 * terminal (staff/cli-session.ts). The set comes from a file or a URL read here, or, without
 * an argument, from the gateway's EXCHANGE_RATES_URL. A rate moving more than the gateway's
 * EXCHANGE_RATE_MAX_MOVE refuses the whole set unless --force. Exits 1 when the set is
 * refused or invalid.
 */
const flags = parseFlags(process.argv.slice(2));
const target = typeof flags._ === 'string' ? flags._ : undefined;
if (flags.help) {
  console.log(
    'update:rates [<file.json|url>] [--force]\n' +
      'Format: {"date":"YYYY-MM-DD","source":"...","rates":{"CNY":0.1404,"EUR":1.0823,' +
      '"THB":0.02846,"JPY":0.006711,"USD":1,"MYR":0.2231}}: USD for one unit of each currency.\n' +
      'Without an argument the gateway reads its EXCHANGE_RATES_URL.\n' +
      'Signs in with STAFF_EMAIL, STAFF_PASSWORD, STAFF_OTP or STAFF_TOTP_SECRET (else asks) ' +
      'at GATEWAY_URL (default http://127.0.0.1:4000).',
  );
  process.exit(0);
}

/** The set to send, read before signing in: a bad file spends no code. */
async function setOf(from: string): Promise<RateSet> {
  return /^https?:\/\//i.test(from)
    ? fetchRateSet(from)
    : parseRateSet(JSON.parse(await readFile(from, 'utf8')), basename(from));
}

let body: ExchangeRateUpdateBody;
try {
  body = target ? { ...(await setOf(target)) } : { from_url: 1 };
} catch (error) {
  console.error(error instanceof RateSetError ? error.message : `${target}: ${String(error)}`);
  process.exit(1);
}
if (flags.force === true) body.force = 1;

await withStaffSession(
  async (session) => {
    const answer = await session.call(staffEndpoints.staffExchangeRateUpdate, { body });
    if (answer.rec !== 0) {
      const data = (answer.data ?? {}) as {
        moves?: { code: string; from: string; to: string; move: number }[];
        errors?: Record<string, string>;
      };
      for (const m of data.moves ?? []) {
        console.error(`${m.code} ${m.from} -> ${m.to} (${(m.move * 100).toFixed(1)}%)`);
      }
      for (const field of Object.keys(data.errors ?? {})) console.error(`${field} is not valid`);
    }
    const result = dataOf(answer);
    for (const [code, rate] of Object.entries(result.rates)) {
      const move = result.moves[code as keyof typeof result.moves];
      console.log(`${code} ${rate} USD (${(move * 100).toFixed(2)}% moved)`);
    }
    const day = String(result.updated_day).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
    console.log(`rates of ${day} from ${result.source} saved`);
  },
  { env: process.env },
);
