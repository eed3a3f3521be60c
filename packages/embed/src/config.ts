import type { EmbedConfig } from './serve';
import { EMBED_CONFIG_PATH } from './serve';

export type { EmbedConfig };

/** Written by the booking site into the script it serves (see `serve.ts`); null in a CDN copy. */
declare const bookdirectEmbedConfig: EmbedConfig | null | undefined;

/** What the embed knows of the `<script>` tag that loaded it, read while it runs. */
export interface ScriptTag {
  /** The script's own URL. */
  src: string;
  /** `data-booking-site`: the booking site of a copy served from elsewhere (a CDN). */
  bookingSite?: string;
  /** The tag's CSP nonce, given to the embed's `<style>` elements too. */
  nonce?: string;
}

/** The running script's tag; only readable while the script first runs. */
export function currentScriptTag(doc: Document = document): ScriptTag | undefined {
  const script = doc.currentScript;
  if (!(script instanceof HTMLScriptElement) || !script.src) return undefined;
  return {
    src: script.src,
    bookingSite: script.dataset.bookingSite || undefined,
    nonce: script.nonce || undefined,
  };
}

function isConfig(value: unknown): value is EmbedConfig {
  const config = value as EmbedConfig | null;
  return (
    typeof config === 'object' &&
    config !== null &&
    typeof config.bookingUrl === 'string' &&
    typeof config.gatewayUrl === 'string'
  );
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

/**
 * The settings: those the booking site wrote into the script, else the booking site's
 * `/embed.json`, the booking site being `data-booking-site` or the script's own origin.
 */
export async function loadConfig(
  tag: ScriptTag | undefined,
  injected: unknown = typeof bookdirectEmbedConfig === 'undefined' ? null : bookdirectEmbedConfig,
  fetcher: typeof fetch = fetch,
): Promise<EmbedConfig> {
  const raw = isConfig(injected) ? injected : await fetchConfig(tag, fetcher);
  return { ...raw, bookingUrl: trimmed(raw.bookingUrl), gatewayUrl: trimmed(raw.gatewayUrl) };
}

async function fetchConfig(tag: ScriptTag | undefined, fetcher: typeof fetch) {
  if (!tag) throw new Error('bookdirect embed: load it with a <script src> tag');
  const site = tag.bookingSite ?? new URL(tag.src).origin;
  const response = await fetcher(`${trimmed(site)}${EMBED_CONFIG_PATH}`, {
    headers: { Accept: 'application/json' },
  });
  const body: unknown = response.ok ? await response.json() : null;
  if (!isConfig(body)) throw new Error(`bookdirect embed: no settings at ${site}`);
  return body;
}
