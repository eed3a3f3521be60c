import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/booking-ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // This machine and CI have no internet beyond the npm registry.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // One copy of each, whether imported from .storybook or from booking-ui's source
      // (styled-components is imported by booking-ui alone).
      resolve: {
        dedupe: ['react', 'react-dom', 'i18next', 'react-i18next'],
      },
      // Injected by the JSX transform, so the dependency scan misses them; finding them
      // mid-run makes Vite reload the page under a running story test.
      optimizeDeps: { include: ['react/jsx-dev-runtime', 'react/jsx-runtime'] },
      // Storybook's own manager and axe make big chunks; they are not shipped to travellers.
      build: { chunkSizeWarningLimit: 1600 },
    }),
};

export default config;
