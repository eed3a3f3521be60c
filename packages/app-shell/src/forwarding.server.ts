import {
  CLIENT_ADDRESS_HEADER,
  type GatewayTransport,
  SITE_SECRET_ENV,
  SITE_SECRET_HEADER,
} from '@bookdirect/gateway-sdk';
import type { Env } from './env';
import { nodeTransport } from './gateway-transport.server';
import { requestContext } from './request-context.server';

/**
 * A transport that tells the gateway which visitor a call is for, so its per-address limits
 * count visitors, not this server: the address the site server saw (never a header the
 * browser chose), with the secret the gateway checks before it believes it. Undefined
 * outside our site server or without `SITE_SECRET`: then the gateway counts this server's
 * own address.
 */
export function forwardingTransport(
  env: Env = process.env,
  send: GatewayTransport = nodeTransport,
): GatewayTransport | undefined {
  const address = requestContext()?.clientAddress;
  const secret = env[SITE_SECRET_ENV]?.trim();
  if (!address || !secret) return undefined;
  return (call) =>
    send({
      ...call,
      headers: { ...call.headers, [CLIENT_ADDRESS_HEADER]: address, [SITE_SECRET_HEADER]: secret },
    });
}
