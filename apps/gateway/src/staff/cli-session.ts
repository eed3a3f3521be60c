import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { Envelope } from '@bookdirect/gateway-sdk/contract';
import type { AnyEndpoint, DataOf, ParamsOf } from '@bookdirect/gateway-sdk/endpoints';
import { STAFF_API_PREFIX, type StaffProfile, staffEndpoints } from '@bookdirect/gateway-sdk/staff';
import { passwordDigest, totpCode } from './service';

/**
 * How the command-line tools (`export:franchise`, `import:ota`, `update:rates`) act as a
 * staff member: they sign in at the running gateway (`POST /v1/s/session/` at GATEWAY_URL,
 * default http://127.0.0.1:4000) with STAFF_EMAIL, STAFF_PASSWORD and STAFF_OTP, or
 * STAFF_TOTP_SECRET from which the current code is computed (for automation), asking on the
 * terminal for whatever the environment leaves out; they make their calls with the session's
 * `token` header and sign out (`DELETE /v1/s/session/`) when done. What the gateway allows,
 * and the audit log's "who", are then the staff member's.
 */

/** What a tool reads from its environment. */
export type CliEnv = Record<string, string | undefined>;

/** The gateway's URL for the tools, without a trailing slash. */
export function gatewayUrl(env: CliEnv): string {
  return (env.GATEWAY_URL?.trim() || 'http://127.0.0.1:4000').replace(/\/+$/, '');
}

/** A failure a tool reports in one line on stderr, exiting with `exitCode`. */
export class StaffCliError extends Error {
  override readonly name = 'StaffCliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Asks one question on the terminal; a `hidden` answer is not echoed. */
export type Ask = (question: string, hidden: boolean) => Promise<string>;

/**
 * Asks on the terminal through stderr, so what a tool writes to stdout stays its output. The
 * answer to a `hidden` question is not shown while typed. Without a terminal there is no one
 * to ask: exit 2, naming the variable to set.
 */
export const askTerminal: Ask = (question, hidden) => {
  if (!process.stdin.isTTY) {
    return Promise.reject(
      new StaffCliError(
        `${question.replace(/:\s*$/, '')} is needed and there is no terminal to ask on: set ` +
          'STAFF_EMAIL, STAFF_PASSWORD and STAFF_OTP (or STAFF_TOTP_SECRET).',
        2,
      ),
    );
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  terminal.on('SIGINT', () => {
    terminal.close();
    process.stderr.write('\n');
    process.exit(130);
  });
  return new Promise<string>((resolve) => {
    terminal.question(question, (answer) => {
      if (hidden) process.stderr.write('\n');
      terminal.close();
      resolve(answer);
    });
    // The question is out; what is typed after it (and readline's redrawing) is not.
    muted = hidden;
  });
};

/** What `POST /v1/s/session/` takes: the e-mail, the password's SHA-256 and a current code. */
export interface StaffCredentials {
  email: string;
  password: string;
  otp: string;
}

/** The environment's credentials, the missing ones asked for. */
export async function staffCredentials(
  env: CliEnv,
  ask: Ask = askTerminal,
  now: () => Date = () => new Date(),
): Promise<StaffCredentials> {
  const email = env.STAFF_EMAIL?.trim() || (await ask('Staff e-mail: ', false)).trim();
  const password = env.STAFF_PASSWORD || (await ask('Password: ', true));
  const secret = env.STAFF_TOTP_SECRET?.replace(/\s+/g, '');
  const otp =
    env.STAFF_OTP?.trim() ||
    (secret ? totpCode(secret, now()) : (await ask('Authenticator code: ', false)).trim());
  return { email, password: passwordDigest(password), otp };
}

type CallOptions<E extends AnyEndpoint> = {
  params?: ParamsOf<E>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
};

/** A signed-in staff member at the gateway, as a tool holds them. */
export interface StaffCliSession {
  readonly staff: StaffProfile;
  /** One staff call with the session's token; the answer's envelope whatever its rec. */
  call<E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>): Promise<Envelope<DataOf<E>>>;
  /** Ends the session at the gateway. */
  signOut(): Promise<void>;
}

/** One request at `/v1/s{path}`; a transport failure or a non-JSON answer is a StaffCliError. */
async function request<E extends AnyEndpoint>(
  base: string,
  endpoint: E,
  token: string | undefined,
  options: CallOptions<E> = {},
): Promise<Envelope<DataOf<E>>> {
  const params = (options.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  const url = `${base}${STAFF_API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new StaffCliError(
      `Could not reach the gateway at ${base} (${(error as Error).cause ?? (error as Error).message}); ` +
        'is it running, and is GATEWAY_URL right?',
    );
  }
  try {
    return (await response.json()) as Envelope<DataOf<E>>;
  } catch {
    throw new StaffCliError(`The gateway at ${base} answered HTTP ${response.status}, not JSON.`);
  }
}

/** Signs in at the gateway of `base`; a refusal is a StaffCliError carrying its message. */
export async function signInStaff(
  base: string,
  credentials: StaffCredentials,
): Promise<StaffCliSession> {
  const answer = await request(base, staffEndpoints.staffSignIn, undefined, {
    body: credentials,
  });
  const token = answer.data?.token;
  const staff = answer.data?.staff;
  if (answer.rec !== 0 || !token || !staff) {
    throw new StaffCliError(`Sign-in refused: ${answer.msg}`);
  }
  return {
    staff,
    call: (endpoint, options) => request(base, endpoint, token, options),
    async signOut() {
      await request(base, staffEndpoints.staffSignOut, token);
    },
  };
}

/**
 * Runs a tool's `work` as the environment's staff member: signs in, runs it, and signs out
 * whatever happens. A StaffCliError (a refused sign-in, a gateway out of reach, a refusal the
 * work reports) prints its message and sets the exit code; anything else propagates.
 */
export async function withStaffSession(
  work: (session: StaffCliSession) => Promise<void>,
  options: { env: CliEnv; ask?: Ask },
): Promise<void> {
  const { env } = options;
  try {
    const session = await signInStaff(gatewayUrl(env), await staffCredentials(env, options.ask));
    try {
      await work(session);
    } finally {
      await session.signOut().catch(() => undefined);
    }
  } catch (error) {
    if (!(error instanceof StaffCliError)) throw error;
    console.error(error.message);
    process.exitCode = error.exitCode;
  }
}

/** The answer's data, or a StaffCliError with the gateway's rec and message. */
export function dataOf<T>(answer: Envelope<T>): T {
  if (answer.rec !== 0 || answer.data === null) {
    throw new StaffCliError(`The gateway refused: rec ${answer.rec} ${answer.msg}`);
  }
  return answer.data;
}
