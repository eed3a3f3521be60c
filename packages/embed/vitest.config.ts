import { defineConfig } from 'vitest/config';
import { unitTestTimeouts } from '../../vitest.shared';

// A config of its own, so Vitest does not climb to the root Storybook (browser) config. These
// tests render with React; the journey (tests/partner.spec.ts) runs the built script, with the
// Preact it ships with.
export default defineConfig({
  test: {
    ...unitTestTimeouts,
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
