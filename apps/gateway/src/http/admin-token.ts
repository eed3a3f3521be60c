import { createHash, timingSafeEqual } from 'node:crypto';
import { Rec } from '@bookdirect/gateway-sdk/contract';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from './envelope';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A staff call's gate: the `X-Admin-Token` header must equal ADMIN_TOKEN (compared in constant
 * time, over digests so the length does not show). Without ADMIN_TOKEN the call is closed.
 */
export function requireAdminToken(request: FastifyRequest, adminToken: string | undefined): void {
  const given = request.headers['x-admin-token'];
  if (!adminToken || !timingSafeEqual(digest(String(given ?? '')), digest(adminToken))) {
    throw new BusinessError(Rec.forbidden);
  }
}
