import type { FastifyRequest } from 'fastify';
import { tokenOf } from '../accounts/sessions';
import type { AuditActor } from './audit';
import { type StaffProfile, signOut, staffOf } from './service';

const signedIn = new WeakMap<FastifyRequest, StaffProfile>();

/**
 * The signed-in staff member of the request's `token` header, a staff session (a member's
 * token is not one: the tables differ); rec 3 `errors:session_expired` when it is missing,
 * unknown, expired or idle too long. The `staff` audiences' check (http/audience.ts) runs it
 * first; a handler that needs the profile asks again and gets the one kept for the request.
 */
export async function requireStaff(request: FastifyRequest): Promise<StaffProfile> {
  const known = signedIn.get(request);
  if (known) return known;
  const { db, config, clock } = request.server;
  const profile = await staffOf(db, tokenOf(request), { now: clock(), settings: config.staff });
  signedIn.set(request, profile);
  return profile;
}

/** Ends the session of the request's token, once `requireStaff` admitted it. */
export async function endStaffSession(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
  await signOut(request.server.db, tokenOf(request));
}

/** The signed-in staff member of a request, its address and the gateway's clock. */
export async function actorOf(request: FastifyRequest): Promise<AuditActor> {
  const { staff_id } = await requireStaff(request);
  return { staffId: staff_id, clientAddress: request.clientAddress, at: request.server.clock() };
}
