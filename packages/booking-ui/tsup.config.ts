import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  // Peers stay imports so the host's single React, styled-components and i18next are used.
  external: ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next'],
});
