import type { Decorator } from '@storybook/react-vite';

/** Story-only: a panel of the order page, as wide as that page's column (860 px). */
export const orderPageColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 860, padding: 16 }}>
    <Story />
  </div>
);
