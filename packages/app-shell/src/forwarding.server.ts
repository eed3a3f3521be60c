import {
  CLIENT_ADDRESS_HEADER,
  SITE_SECRET_ENV,
  SITE_SECRET_HEADER,
} from '@bookdirect/gateway-sdk';
import type { Env } from './env';
import { requestContext } from './request-context.server';

/**
 * A fetch that tells the gateway which visitor a call is for, so its per-address limits count
 * visitors, not this server: the address the site server saw (never a header the browser
 * chose), with the secret the gateway checks before it believes it. Undefined (the global
 * fetch) outside our site server or without `SITE_SECRET`: then the gateway counts this
 * server's own address.
 */
export function forwardingFetch(env: Env = process.env): typeof fetch | undefined {
  const address = requestContext()?.clientAddress;
  const secret = env[SITE_SECRET_ENV]?.trim();
  if (!address || !secret) return undefined;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(CLIENT_ADDRESS_HEADER, address);
    headers.set(SITE_SECRET_HEADER, secret);
    return fetch(input, { ...init, headers });
  };
}
