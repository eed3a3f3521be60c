/*
 * The cookies by which any visitor, signed in or not, chooses what the pages show: the page
 * cache keys visitors' pages by them (page-cache.server.ts).
 */

/** The visitor's chosen language. */
export const LANGUAGE_COOKIE = 'lng';

/** The booking site's display currency, by its code. */
export const CURRENCY_COOKIE = 'cur';
