import { Rec } from '@bookdirect/gateway-sdk/contract';
import { STAFF_API_PREFIX, type StaffProfile, type StaffRole } from '@bookdirect/gateway-sdk/staff';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db';
import { type AddedStaff, addStaff, passwordDigest, totpCode } from '../../src/staff/service';
import { type Answer, call } from './gateway';

let counter = 0;
const run = Date.now().toString(36);

/** An address no other account of the run has. */
export const freshStaffEmail = (label: string) => `${label}-${run}-${++counter}@staff.example`;

export interface StaffSession {
  token: string;
  staff: StaffProfile;
  added: AddedStaff;
}

/**
 * A new staff account of `role` for `hotelIds`, signed in through `POST /v1/s/session/` with
 * the code of the app's clock now (each account's code signs in once: a second session for
 * the same account needs the clock moved a step).
 */
export async function staffSession(
  app: FastifyInstance,
  db: Database,
  role: StaffRole,
  hotelIds: number[] = [],
  name = 'Ana Lima',
): Promise<StaffSession> {
  const added = await addStaff(db, { email: freshStaffEmail(role), role, hotelIds, name });
  const answer = await call<{ token: string; staff: StaffProfile }>(app, {
    method: 'POST',
    url: `${STAFF_API_PREFIX}/session/`,
    payload: {
      email: added.email,
      password: passwordDigest(added.password),
      otp: totpCode(added.totp_secret, app.clock()),
    },
  });
  if (answer.body.rec !== Rec.ok) {
    throw new Error(`staff sign-in failed: ${JSON.stringify(answer.body)}`);
  }
  return { ...answer.body.data, added };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One staff call at `/v1/s{path}` with the session's token. */
export function staffCall<T = unknown>(
  app: FastifyInstance,
  session: Pick<StaffSession, 'token'> | undefined,
  method: Method,
  path: string,
  body?: Record<string, unknown>,
): Promise<Answer<T>> {
  return call<T>(app, {
    method,
    url: `${STAFF_API_PREFIX}${path}`,
    headers: session ? { token: session.token } : {},
    ...(body ? { payload: body } : {}),
  });
}
