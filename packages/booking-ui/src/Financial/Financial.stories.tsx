import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FINANCIAL_PRODUCTS, Financial } from './Financial';

const meta = {
  title: 'Marketing/Financial',
  component: Financial,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1080, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Financial>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group's financial products for franchise partners, one card each. */
export const Products: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').length).toBeGreaterThanOrEqual(
      FINANCIAL_PRODUCTS.length,
    );
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** Phones: the products one under another. */
export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
