/**
 * Preact's compat layer in place of React, for the script and for its tests alike: the same
 * components for a fraction of the bytes (docs/adr/0023-partner-embed.md).
 */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
} as const;
