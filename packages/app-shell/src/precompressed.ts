/**
 * The encodings the browser build keeps each file in beside itself (`precompressAssets`),
 * best first, with their file suffix; the site server sends them in this order of preference
 * (`staticFiles`).
 */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED)[number]['encoding'];
