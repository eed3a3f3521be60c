/**
 * How the sites tell the gateway which visitor a call is for. The gateway's per-address limits
 * must count visitors, not the site servers, yet no header a browser can set may choose the
 * key: so the site server sends the address its own socket saw (or its trusted proxy gave)
 * together with the secret it shares with the gateway (`SITE_SECRET`). The gateway believes
 * the address only when the secret matches; anything else is ignored.
 */

/** The visitor's address as the site server saw it. */
export const CLIENT_ADDRESS_HEADER = 'x-bookdirect-client-address';
/** The secret the sites share with the gateway (`SITE_SECRET`). */
export const SITE_SECRET_HEADER = 'x-bookdirect-site-secret';
/** The environment variable that holds that secret, on the gateway and on both sites. */
export const SITE_SECRET_ENV = 'SITE_SECRET';
