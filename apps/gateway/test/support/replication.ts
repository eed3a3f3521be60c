import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { chown } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A PostgreSQL primary and a streaming standby of it on loopback, from the machine's server
 * binaries (initdb, pg_ctl, pg_basebackup), in a temporary directory: what DATABASE_READ_URL
 * is for, for real. As root, the servers run as the `postgres` user, as .ci/run does.
 */

const run = promisify(execFile);

/** The newest installed server's binaries: /usr/lib/postgresql/<n>/bin, else pg_config's. */
export function postgresBinDir(): string | undefined {
  const has = (dir: string) =>
    ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((bin) => existsSync(join(dir, bin)));
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(a) - Number(b));
    for (const version of versions.reverse()) {
      const dir = join(root, version, 'bin');
      if (has(dir)) return dir;
    }
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && has(dir)) return dir;
  }
  return undefined;
}

/** Whether this machine can run the pair: the binaries, and a user other than root to run them. */
export function replicationAvailable(): boolean {
  if (!postgresBinDir()) return false;
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A free loopback port (the kernel's pick, closed again at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const quote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

export interface ReplicatedPair {
  primaryUrl: string;
  standbyUrl: string;
  /** Clones the running primary into a standby and starts it streaming (pg_basebackup -R). */
  startStandby(): Promise<void>;
  /** Runs one statement on a server and returns its rows. */
  query<T>(url: string, text: string, values?: unknown[]): Promise<T[]>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops applying the primary's changes on the standby (it still answers, as of then). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** `pg_ctl stop -m immediate` on the standby: its connections drop, its port closes. */
  killStandby(): Promise<void>;
  /** Stops both servers and removes the directory. */
  destroy(): Promise<void>;
}

export async function startPrimary(): Promise<ReplicatedPair> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup)');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'bd-replicas-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primaryData = join(dir, 'primary');
  const standbyData = join(dir, 'standby');
  const exec = async (name: string, args: string[]) => {
    const file = join(bin, name);
    if (!asRoot) return run(file, args, { cwd: dir });
    return run('su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map(quote).join(' ')], {
      cwd: dir,
    });
  };
  // Durability is of no use to a throwaway pair; the standby is what is tested.
  const options = (port: number) =>
    [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c wal_level=replica',
      '-c max_wal_senders=4',
      '-c max_connections=60',
      '-c shared_buffers=32MB',
    ].join(' ');
  const started: string[] = [];
  const ctl = (data: string, port: number) =>
    exec('pg_ctl', ['-D', data, '-o', options(port), '-l', `${data}.log`, '-w', 'start']);

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  const primaryUrl = url(primaryPort);
  const standbyUrl = url(standbyPort);

  async function query<T>(target: string, text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function until(what: string, check: () => Promise<boolean>, ms = 20_000) {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const destroy = async () => {
    for (const data of started.reverse()) {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    }
    started.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // initdb's pg_hba with trust admits replication connections from 127.0.0.1 too.
    await exec('initdb', ['-D', primaryData, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await ctl(primaryData, primaryPort);
    started.push(primaryData);
  } catch (err) {
    await destroy();
    throw err;
  }

  const pair: ReplicatedPair = {
    primaryUrl,
    standbyUrl,
    query,
    async startStandby() {
      await exec('pg_basebackup', [
        '-D',
        standbyData,
        '-R',
        '-X',
        'stream',
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '--checkpoint=fast',
        '--no-sync',
      ]);
      await ctl(standbyData, standbyPort);
      started.push(standbyData);
      await until('the standby to accept reads in recovery', async () => {
        const [row] = await query<{ r: boolean }>(standbyUrl, 'select pg_is_in_recovery() as r');
        return row?.r === true;
      });
      await pair.caughtUp();
    },
    async caughtUp() {
      const [primary] = await query<{ lsn: string }>(
        primaryUrl,
        'select pg_current_wal_lsn()::text as lsn',
      );
      await until('the standby to replay the primary', async () => {
        const [row] = await query<{ done: boolean }>(
          standbyUrl,
          'select pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0 as done',
          [primary?.lsn],
        );
        return row?.done === true;
      });
    },
    async pauseReplay() {
      await query(standbyUrl, 'select pg_wal_replay_pause()');
      await until('replay to pause', async () => {
        const [row] = await query<{ state: string }>(
          standbyUrl,
          'select pg_get_wal_replay_pause_state() as state',
        );
        return row?.state === 'paused';
      });
    },
    async resumeReplay() {
      await query(standbyUrl, 'select pg_wal_replay_resume()');
    },
    async killStandby() {
      const at = started.indexOf(standbyData);
      if (at < 0) return;
      await exec('pg_ctl', ['-D', standbyData, '-m', 'immediate', 'stop']);
      started.splice(at, 1);
    },
    destroy,
  };
  return pair;
}

/**
 * A server on loopback that accepts connections and never answers: a replica that stopped
 * answering without closing its port. Counts the connections it was offered.
 */
export async function silentServer(): Promise<{
  url: string;
  connections(): number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let count = 0;
  const server: Server = createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `postgres://postgres@127.0.0.1:${address.port}/postgres`,
    connections: () => count,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
