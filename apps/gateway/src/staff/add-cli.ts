import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import { type Config, ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db';
import { DirectoryLockedError } from '../db/lock';
import { seedReferenceData } from '../seed';
import {
  askStaffSocket,
  type StaffAddRequest,
  StaffSocketUnavailable,
  staffSocketPath,
} from './local-socket';
import { STAFF_LANGS, STAFF_ROLES } from './schema';
import {
  type AddedStaff,
  addStaff,
  checkStaffInput,
  commandLineActor,
  StaffError,
} from './service';

/**
 * `pnpm --filter @bookdirect/gateway staff:add <email> <role> [--hotel <id> ...] [--name <name>] [--lang zh|en]`
 *
 * Adds a back-office account to the environment's database and prints one JSON line,
 * `{"email","password","totp_secret","otpauth_uri"}`: the password and the secret are shown
 * this once. With DATABASE_URL it writes to PostgreSQL; otherwise to the embedded database
 * in DATA_DIR, which it opens itself when no gateway holds it, and otherwise asks the
 * gateway that holds it, through that gateway's local socket (docs/adr/0031). Every way writes
 * the `staff.add` audit entry of the command line (no staff member, address `cli`) with the
 * account. Refusals go to stderr with exit code 1.
 */

const USAGE =
  `staff:add <email> <role> [--hotel <id> ...] [--name <name>] [--lang ${STAFF_LANGS.join('|')}]\n` +
  `  role: ${STAFF_ROLES.join(', ')}; a manager or a desk needs at least one --hotel, an admin none`;

/** How long to wait for a gateway that holds the directory to open its socket (start-up). */
const SOCKET_WAIT_MS = 60_000;
const SOCKET_POLL_MS = 500;

class UsageError extends Error {}

function parseRequest(argv: string[]): StaffAddRequest | 'help' {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv.filter((arg) => arg !== '--'));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [email, role, ...rest] = positionals;
  if (!email || !role || rest.length > 0) throw new UsageError(USAGE);
  const hotelIds = (values.hotel ?? []).map((raw) => {
    if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) < 1) {
      throw new UsageError(`--hotel must be a hotel id (a positive integer), got "${raw}"`);
    }
    return Number(raw);
  });
  const request: StaffAddRequest = {
    op: 'staff:add',
    email,
    role,
    hotel_ids: hotelIds,
    name: values.name,
    lang: values.lang,
  };
  // Everything but the hotels' existence and the e-mail's freshness, before any database.
  try {
    checkStaffInput({ ...request, hotelIds });
  } catch (error) {
    if (error instanceof StaffError) throw new UsageError(error.message);
    throw error;
  }
  return request;
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      hotel: { type: 'string', multiple: true },
      name: { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

async function addDirectly(config: Config, request: StaffAddRequest, lockWaitMs?: number) {
  const handle = await createDatabase(config.database, { lockWaitMs });
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    return await addStaff(
      handle.db,
      {
        email: request.email,
        role: request.role,
        hotelIds: request.hotel_ids,
        name: request.name,
        lang: request.lang,
      },
      { issuer: config.staff.totpIssuer, actor: commandLineActor() },
    );
  } finally {
    await handle.close();
  }
}

/**
 * The embedded database: opened here when no process holds it, else added by the gateway on
 * this machine that holds it, through its socket (waiting for one still starting).
 */
async function addEmbedded(config: Config, request: StaffAddRequest): Promise<AddedStaff> {
  const socketPath = staffSocketPath(config.dataDir);
  const deadline = Date.now() + SOCKET_WAIT_MS;
  let told = false;
  for (;;) {
    try {
      return await addDirectly(config, request, 0);
    } catch (error) {
      if (!(error instanceof DirectoryLockedError)) throw error;
      const holder = error.holder;
      if (holder && holder.hostname !== hostname()) {
        throw new StaffError(
          Rec.failed,
          `${error.message}\nRun staff:add on ${holder.hostname}, where that gateway runs.`,
        );
      }
      try {
        const answer = await askStaffSocket(socketPath, request);
        if (!answer.ok) throw new StaffError(Rec.failed, answer.error);
        return answer.result;
      } catch (askError) {
        if (!(askError instanceof StaffSocketUnavailable)) throw askError;
        if (Date.now() >= deadline) {
          throw new StaffError(
            Rec.failed,
            `${error.message}\nThat process offers no staff:add socket at ${socketPath} ` +
              '(a gateway too old for it, or one that could not open it: see its log). Stop it ' +
              'and run staff:add again.',
          );
        }
      }
      if (!told) {
        console.error(
          `The embedded database is held by process ${holder?.pid ?? '?'}: waiting for its staff:add socket...`,
        );
        told = true;
      }
      await new Promise((resolve) => setTimeout(resolve, SOCKET_POLL_MS));
    }
  }
}

async function main(): Promise<number> {
  let request: StaffAddRequest | 'help';
  let config: Config;
  try {
    request = parseRequest(process.argv.slice(2));
    if (request === 'help') {
      console.log(USAGE);
      return 0;
    }
    config = loadConfig();
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const added =
      config.database.kind === 'postgres'
        ? await addDirectly(config, request)
        : await addEmbedded(config, request);
    const { email, password, totp_secret, otpauth_uri } = added;
    process.stdout.write(`${JSON.stringify({ email, password, totp_secret, otpauth_uri })}\n`);
    return 0;
  } catch (error) {
    if (error instanceof StaffError || error instanceof DirectoryLockedError) {
      console.error(error.message);
      return 1;
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}

process.exitCode = await main();
