import { chmodSync, lstatSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { type AddedStaff, addStaff, commandLineActor, StaffError } from './service';

/**
 * `staff:add` while a gateway holds the embedded database (docs/adr/0031): no other process
 * may open a PGlite directory, so the command asks the gateway that has it. The gateway
 * listens on a Unix domain socket in its data directory, mode 0600: only a process of the
 * same user on the same machine can connect (and root). It serves this one operation, and
 * nothing of it is on the public port.
 */

export const STAFF_SOCKET_NAME = 'staff.sock';

/** `sun_path` holds 108 bytes with its terminating NUL on Linux (104 on macOS). */
const MAX_SOCKET_PATH_BYTES = 103;
/** A request is one JSON line of an e-mail, a role, a name and a few hotel ids. */
const MAX_REQUEST_BYTES = 16 * 1024;
const IDLE_TIMEOUT_MS = 10_000;

export function staffSocketPath(dataDir: string): string {
  return join(dataDir, STAFF_SOCKET_NAME);
}

/** The one thing the socket does. */
export interface StaffAddRequest {
  op: 'staff:add';
  email: string;
  role: string;
  hotel_ids: number[];
  name?: string;
  lang?: string;
}

export type StaffSocketAnswer = { ok: true; result: AddedStaff } | { ok: false; error: string };

export interface StaffSocket {
  readonly path: string;
  close(): Promise<void>;
}

function parseRequest(line: string): StaffAddRequest | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'The request is not JSON';
  }
  if (typeof value !== 'object' || value === null) return 'The request is not an object';
  const v = value as Record<string, unknown>;
  if (v.op !== 'staff:add') return 'This socket only adds staff accounts (op "staff:add")';
  if (typeof v.email !== 'string' || typeof v.role !== 'string') {
    return 'email and role must be texts';
  }
  if (!Array.isArray(v.hotel_ids) || !v.hotel_ids.every((id) => typeof id === 'number')) {
    return 'hotel_ids must be an array of numbers';
  }
  if (v.name !== undefined && typeof v.name !== 'string') return 'name must be a text';
  if (v.lang !== undefined && typeof v.lang !== 'string') return 'lang must be a text';
  return {
    op: 'staff:add',
    email: v.email,
    role: v.role,
    hotel_ids: v.hotel_ids as number[],
    name: v.name as string | undefined,
    lang: v.lang as string | undefined,
  };
}

function answer(socket: Socket, reply: StaffSocketAnswer): void {
  socket.end(`${JSON.stringify(reply)}\n`);
}

/**
 * Listens on `path` for `staff:add`. The socket is bound inside a fresh directory of mode
 * 0700, made 0600, then moved to `path`, so no other user can reach it at any moment; a
 * socket left at `path` by a gateway that was killed is replaced (the caller holds the
 * data directory's lock).
 */
export async function startStaffSocket(
  db: Database,
  path: string,
  options: { issuer: string; logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> },
): Promise<StaffSocket> {
  const { logger } = options;
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `${path} is too long for a Unix socket (${MAX_SOCKET_PATH_BYTES} bytes at most): set a shorter DATA_DIR`,
    );
  }
  const open = new Set<Socket>();
  const pending = new Set<Promise<void>>();
  const server: Server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    let received = '';
    let handled = false;
    socket.setEncoding('utf8');
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      if (handled) return;
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) {
        if (Buffer.byteLength(received) > MAX_REQUEST_BYTES) {
          handled = true;
          answer(socket, { ok: false, error: 'The request is too long' });
        }
        return;
      }
      handled = true;
      const request = parseRequest(received.slice(0, end));
      if (typeof request === 'string') {
        answer(socket, { ok: false, error: request });
        return;
      }
      const work = addStaff(
        db,
        {
          email: request.email,
          role: request.role,
          hotelIds: request.hotel_ids,
          name: request.name,
          lang: request.lang,
        },
        { issuer: options.issuer, actor: commandLineActor() },
      ).then(
        (result) => {
          logger?.info(
            { email: result.email, role: request.role, hotel_ids: request.hotel_ids },
            'staff account added through the local socket',
          );
          answer(socket, { ok: true, result });
        },
        (err: unknown) => {
          if (err instanceof StaffError) {
            answer(socket, { ok: false, error: err.message });
            return;
          }
          logger?.error({ err }, 'staff:add through the local socket failed');
          answer(socket, {
            ok: false,
            error: 'The gateway could not add the account: see its log',
          });
        },
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
    });
  });

  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const privateDir = mkdtempSync(join(dir, '.staff-sock-'));
  try {
    const bound = join(privateDir, 's');
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(bound, () => {
        server.off('error', reject);
        resolve();
      });
    });
    chmodSync(bound, 0o600);
    rmSync(path, { force: true });
    renameSync(bound, path);
  } catch (error) {
    server.close();
    throw error;
  } finally {
    rmSync(privateDir, { recursive: true, force: true });
  }
  const inode = lstatSync(path).ino;
  server.on('error', (err) => logger?.warn({ err }, 'staff socket error'));

  return {
    path,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // An addition under way finishes before the database closes; idle callers are cut off.
      await Promise.allSettled(pending);
      for (const socket of open) socket.destroy();
      await closed;
      try {
        if (lstatSync(path).ino === inode) rmSync(path, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}

/** Why `askStaffSocket` could not reach a gateway: nothing listens at the path (yet). */
export class StaffSocketUnavailable extends Error {
  override readonly name = 'StaffSocketUnavailable';
}

/**
 * Sends one `staff:add` to the gateway listening at `path`. Refuses a path that is not a
 * socket of the current user: the password it answers must come from our own gateway.
 */
export async function askStaffSocket(
  path: string,
  request: StaffAddRequest,
  timeoutMs = 60_000,
): Promise<StaffSocketAnswer> {
  let stats: ReturnType<typeof lstatSync>;
  try {
    stats = lstatSync(path);
  } catch {
    throw new StaffSocketUnavailable(`${path} does not exist`);
  }
  const uid = process.getuid?.();
  if (!stats.isSocket() || (uid !== undefined && stats.uid !== uid)) {
    throw new Error(`${path} is not a socket of this user: refusing to use it`);
  }
  return new Promise<StaffSocketAnswer>((resolve, reject) => {
    const socket = createConnection(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`The gateway at ${path} did not answer within ${timeoutMs / 1000} s`));
    });
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') {
        reject(new StaffSocketUnavailable(`nothing listens at ${path}`));
      } else reject(err);
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received.trim()) as StaffSocketAnswer);
      } catch {
        reject(new Error(`The gateway at ${path} answered something unreadable`));
      }
    });
  });
}
