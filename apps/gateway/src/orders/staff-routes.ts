import type { FastifyPluginAsync } from 'fastify';
import type { RefundDesk } from './lifecycle/cancel';

export interface StaffOrderRoutesOptions {
  /** Payments' refund worker, nudged when a cancel writes a refund request. */
  refunds?: RefundDesk;
}

/** The back office's calls under /v1/s: orders of the caller's hotels, cancelling on a guest's behalf. */
export const staffOrderRoutes: FastifyPluginAsync<StaffOrderRoutesOptions> = async () => {};
