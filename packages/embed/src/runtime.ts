import { type EmbedConfig, loadConfig, type ScriptTag } from './config';

/**
 * What every element of the page shares: the settings (read once) and the `<script>` tag's
 * nonce. `start` is called once, by the entry, while the script tag is still current.
 */
let settings: Promise<EmbedConfig> | undefined;
let styleNonce: string | undefined;

export function start(
  tag: ScriptTag | undefined,
  load: () => Promise<EmbedConfig> = () => loadConfig(tag),
) {
  styleNonce = tag?.nonce;
  settings = load();
  // An element shows its own failure; this only keeps the rejection from going unhandled.
  settings.catch((error: unknown) => console.error(error));
}

/** The embed's settings; the entry started loading them. */
export function embedSettings(): Promise<EmbedConfig> {
  settings ??= loadConfig(undefined);
  return settings;
}

/** The nonce for the embed's `<style>` elements, under a page's Content-Security-Policy. */
export function nonce(): string | undefined {
  return styleNonce;
}

/** Marks, once per page, the moment the first search box shows (read by the benchmark). */
export const SEARCH_READY_MARK = 'bookdirect:search-ready';
