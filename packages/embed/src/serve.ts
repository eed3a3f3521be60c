import type { Brand } from '@bookdirect/booking-ui/BookingUiProvider';

/**
 * What the booking site needs to serve the embed: where the built script is, the settings it
 * reads, and how they are written into the script so that it needs no second request. Runs on
 * the server (Node); the script itself is `dist/embed.js`.
 */

/** The settings an embed runs with, as the booking site knows them. */
export interface EmbedConfig {
  /** The booking site's public address (BOOKING_URL): searches and hotels lead there. */
  bookingUrl: string;
  /** The gateway's public address (GATEWAY_PUBLIC_URL): catalogue reads and images. */
  gatewayUrl: string;
  /** The site's brand; an element's `brand` attribute is laid over it. */
  brand?: Partial<Brand>;
}

/** Where the booking site serves the script and, for a copy on a CDN, its settings. */
export const EMBED_SCRIPT_PATH = '/embed.js';
export const EMBED_CONFIG_PATH = '/embed.json';

/**
 * The built script is one function called with its settings: `null` as built (a copy on a
 * CDN fetches them), the booking site's own when that site serves it.
 */
export const CONFIG_PARAMETER = 'bookdirectEmbedConfig';
export const SCRIPT_HEAD = `(function(${CONFIG_PARAMETER}){`;
export const SCRIPT_TAIL = '})(null);\n';

/** The built script with the site's settings written into its call. */
export function withConfig(script: string, config: EmbedConfig): string {
  if (!script.endsWith(SCRIPT_TAIL)) {
    throw new Error('Not a built embed script: it does not end with its settings call');
  }
  // JSON is a JavaScript expression; `<` escaped keeps the text inert if inlined in HTML.
  const settings = JSON.stringify(config).replace(/</g, '\\u003c');
  return `${script.slice(0, -SCRIPT_TAIL.length)}})(${settings});\n`;
}
