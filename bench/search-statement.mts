/**
 * The gateway's search statement for a city page in the recommended order, as the gateway
 * renders and sends it (catalog/hotels.ts: searchWalkSql, with the version the facets' cache
 * reads beside it when the answers' cache is off): `{ name, text, values }` as JSON on stdout,
 * for bench/search.mjs to run bare through `pg`, named like the gateway's.
 *
 *   node --import tsx bench/search-statement.mts --city 1101 --start 2027-01-02 --nights 3 \
 *     --nums 100 [--page 1] [--no-version]
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { searchWalkSql } from '../apps/gateway/src/catalog/hotels.ts';
import { args } from './lib.mjs';

const require = createRequire(new URL('../apps/gateway/package.json', import.meta.url));
const { PgDialect } = require('drizzle-orm/pg-core') as typeof import('drizzle-orm/pg-core');

const cityId = Number(args.city);
const stay = { start: String(args.start), nights: Number(args.nights) };
const query = searchWalkSql(
  { cityId, page: Number(args.page ?? 1), nums: Number(args.nums), stay },
  args['no-version'] ? undefined : { cityId, stay },
);
const { sql: text, params } = new PgDialect().sqlToQuery(query);
// The name preparedRows (db/prepared.ts) gives the same text.
const name = `bd_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
process.stdout.write(`${JSON.stringify({ name, text, values: params })}\n`);
