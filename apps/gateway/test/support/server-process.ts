import { type ChildProcess, spawn } from 'node:child_process';
import http, { type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** `src/server.ts` running as a process of its own, with what it has logged so far. */
export interface Running {
  child: ChildProcess;
  lines: string[];
  exit: Promise<number | null>;
}

/** `src/server.ts` as a process, on an embedded database in `dataDir`, on a free port. */
export function startServer(dataDir: string, env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exit };
}

export async function listeningAddress(server: Running, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of server.lines) {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) return match[1];
    }
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.lines.join('\n')}`);
}

/** The log lines (JSON) matching `pattern`, once there are at least `count` of them. */
export async function logged(
  server: Running,
  pattern: RegExp,
  count = 1,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = server.lines.filter((line) => pattern.test(line));
    if (found.length >= count) return found.map((line) => JSON.parse(line));
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${count} x ${pattern} in:\n${server.lines.join('\n')}`);
}

export const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let requests = 0;

/**
 * A GET on a connection of its own, so the primary hands it to the next worker in turn, with
 * the pid of the worker that answered (read from the request's log line, by its request id).
 */
export function getOnNewConnection(
  server: Running,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: unknown; pid: number }> {
  const requestId = `server-process-${process.pid}-${++requests}`;
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { ...headers, 'x-request-id': requestId } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          logged(server, new RegExp(`"reqId":"${requestId}"`)).then(([line]) => {
            resolve({ headers: response.headers, body: JSON.parse(text), pid: Number(line?.pid) });
          }, reject);
        });
      },
    );
    request.on('error', reject);
  });
}
