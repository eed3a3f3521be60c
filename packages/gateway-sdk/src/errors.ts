import type { Envelope } from './contract';

/**
 * A gateway answer other than rec 0, or a transport fault. Transport faults (unreachable,
 * timed out, HTTP status >= 400, a body that is not an envelope) carry `rec: -1`.
 */
export class GatewayError<D = unknown> extends Error {
  override readonly name = 'GatewayError';
  /** Business code (see `Rec`), or -1 for a transport fault. */
  readonly rec: number;
  /** Human text in the request's language. */
  readonly msg: string;
  /** Locales key (`namespace:key`) for `msg`. */
  readonly key: string;
  readonly data: D | null;
  /** HTTP status, when the fault is one. */
  readonly status?: number;

  constructor(init: {
    rec: number;
    msg: string;
    key: string;
    data?: D | null;
    status?: number;
    cause?: unknown;
  }) {
    super(init.msg, { cause: init.cause });
    this.rec = init.rec;
    this.msg = init.msg;
    this.key = init.key;
    this.data = init.data ?? null;
    this.status = init.status;
  }

  /** True when the gateway could not be reached or answered outside the contract. */
  get isTransport(): boolean {
    return this.rec === -1;
  }

  /** True when the session is missing or expired: clear the cookies and go to /login. */
  get isSessionExpired(): boolean {
    return this.rec === 3;
  }

  static fromEnvelope<D>(envelope: Envelope<D>): GatewayError<D> {
    return new GatewayError<D>({
      rec: envelope.rec,
      msg: envelope.msg,
      key: envelope.key ?? 'errors:failed',
      data: envelope.data,
    });
  }
}

export function isGatewayError(value: unknown): value is GatewayError {
  return value instanceof GatewayError;
}
