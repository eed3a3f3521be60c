#!/usr/bin/env node
// The earlier name of the SSR benchmark: it now starts its own stack and measures the results
// page beside /about and the minimal Remix baseline. Same options as `bench/ssr.mjs`.
await import('./ssr.mjs');
