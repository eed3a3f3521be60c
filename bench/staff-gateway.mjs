/**
 * The set-up the back office's benchmarks share (run them under tsx: this imports the
 * gateway's source): a fresh database of their own on the server of DATABASE_URL, migrated
 * and seeded with reference data, what the benchmark inserts into it, the gateway built
 * in-process from its source listening on loopback (so the figure is the current code's,
 * HTTP included), and a staff member signed in through `POST /v1/s/session/` (the staff
 * service makes the account, as `staff:add` does).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildApp } from '../apps/gateway/src/app.ts';
import { loadConfig } from '../apps/gateway/src/config.ts';
import { createDatabase } from '../apps/gateway/src/db/index.ts';
import { seedReferenceData } from '../apps/gateway/src/seed.ts';
import { addStaff, passwordDigest, totpCode } from '../apps/gateway/src/staff/service.ts';
import { serverUrl, urlOf } from './gateway-bench.mjs';
import { root } from './lib.mjs';

export const pg = createRequire(join(root, 'apps/gateway/package.json'))('pg');

/** Drops and makes the database `name` on the server of DATABASE_URL; answers its URL. */
async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return urlOf(name);
}

/**
 * Starts a benchmark's gateway. `seed(client)` fills the fresh database `database` through a
 * pg client and answers what the benchmark needs of it; `staff(seeded)` is the account that
 * signs in (`{role, hotelIds, name}`). Answers the seeded value, `call(method, path, body)`
 * (a `/v1/s` call with the session; throws on a rec other than 0) and `close()`.
 */
export async function startStaffGateway({ database, port, seed, staff }) {
  serverUrl();
  const url = await freshDatabase(database);
  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' });
  const handle = await createDatabase(config.database);
  await handle.migrate();
  await seedReferenceData(handle.db);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seeded = await seed(client).finally(() => client.end());
  const app = await buildApp({ db: handle.db, config });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}/v1/s`;

  const send = async (method, path, body, token) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (answer.rec !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer.data;
  };

  const added = await addStaff(handle.db, {
    email: `bench-${Date.now().toString(36)}@staff.example`,
    ...staff(seeded),
  });
  const { token } = await send('POST', '/session/', {
    email: added.email,
    password: passwordDigest(added.password),
    otp: totpCode(added.totp_secret, new Date()),
  });

  return {
    seeded,
    call: (method, path, body) => send(method, path, body, token),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
