import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/schemas/index.ts', 'src/contract.ts', 'src/endpoints.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
});
