import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the response being rendered, for Remix's inline
 * scripts. Set by entry.server; empty in the browser, which hides nonces from the page.
 */
export const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
