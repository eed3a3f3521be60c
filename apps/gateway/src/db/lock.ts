import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * One process owns an embedded PGlite directory: two instances on one directory silently
 * diverge. The owner holds `<dir>.lock` with its pid; anyone else refuses
 * while that pid is alive, and takes over a lock left by a process that died.
 */

export class DirectoryLockedError extends Error {
  override readonly name = 'DirectoryLockedError';
  constructor(
    message: string,
    /** Who holds it, when the lock file says. */
    readonly holder?: LockContent,
  ) {
    super(message);
  }
}

/**
 * How long a start waits for a holder that is still alive. A gateway killed a moment ago
 * may not be gone yet (its parent has not reaped it, the kernel is still tearing it down):
 * a supervisor restarting it at once should get the directory, not a refusal.
 */
export const LOCK_WAIT_MS = 5_000;
const LOCK_POLL_MS = 200;

export interface LockContent {
  pid: number;
  hostname: string;
  started_at: string;
}

export interface DirectoryLock {
  readonly path: string;
  release(): void;
}

export function lockPathFor(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const path = lockPathFor(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const content: LockContent = {
    pid: process.pid,
    hostname: hostname(),
    started_at: new Date().toISOString(),
  };

  // Two rounds: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${JSON.stringify(content)}\n`);
      } finally {
        closeSync(fd);
      }
      return { path, release: () => releaseIfOurs(path) };
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }

    const holder = readLock(path);
    if (holder && isHeldElsewhere(holder)) {
      throw new DirectoryLockedError(
        `The embedded database ${dataDir} is in use by process ${holder.pid} on ${holder.hostname} ` +
          `(since ${holder.started_at}). Stop that gateway first, or go through it; a second ` +
          'PGlite on the same directory would silently diverge. If no such process runs, ' +
          `delete ${path}.`,
        holder,
      );
    }
    // The holder is gone (or the file is unreadable garbage from a crash): take over.
    rmSync(path, { force: true });
  }
  throw new DirectoryLockedError(`Could not lock ${dataDir}: another process raced for it.`);
}

/**
 * `acquireDirectoryLock`, waiting up to `waitMs` for another process on this machine that
 * still holds the directory to end (`onWait` is told once). The refusal after that is the
 * same clear message; the process itself, or a lock of another machine, is not waited for.
 */
export async function acquireDirectoryLockPatiently(
  dataDir: string,
  options: { waitMs?: number; onWait?: (holder: LockContent) => void } = {},
): Promise<DirectoryLock> {
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  let told = false;
  for (;;) {
    try {
      return acquireDirectoryLock(dataDir);
    } catch (error) {
      const holder = error instanceof DirectoryLockedError ? error.holder : undefined;
      const worthWaiting =
        holder !== undefined && holder.pid !== process.pid && holder.hostname === hostname();
      if (!worthWaiting || Date.now() >= deadline) throw error;
      if (!told) {
        options.onWait?.(holder);
        told = true;
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
}

function readLock(path: string): LockContent | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number' &&
      'hostname' in parsed &&
      typeof parsed.hostname === 'string'
    ) {
      const startedAt = 'started_at' in parsed ? String(parsed.started_at) : 'unknown';
      return { pid: parsed.pid, hostname: parsed.hostname, started_at: startedAt };
    }
  } catch {
    // Unreadable: treated as stale below.
  }
  return undefined;
}

function isHeldElsewhere(holder: LockContent): boolean {
  // A lock written on another host (a shared volume) cannot be checked: respect it.
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  return isAlive(holder.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrno(error, 'EPERM');
  }
  return !isZombie(pid);
}

/**
 * A process killed with -9 whose parent has not collected it yet still answers signal 0,
 * but holds nothing: Linux shows it as state `Z`. Elsewhere (no /proc) it counts as alive.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (comm) state ...`; comm may hold spaces and parentheses, the state follows the last.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'Z';
  } catch {
    return false;
  }
}

function releaseIfOurs(path: string): void {
  const holder = readLock(path);
  if (holder?.pid === process.pid && holder.hostname === hostname()) rmSync(path, { force: true });
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
