import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OutcomeToast } from './OutcomeToast';

const meta = {
  title: 'Marketing/OutcomeToast',
  component: OutcomeToast,
  args: { outcome: 'success' },
} satisfies Meta<typeof OutcomeToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An application went through: thanks, in the success tone. */
export const Applied: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('toast')).toBeVisible();
  },
};

export const MessageSent: Story = { args: { outcome: 'sent' } };

/** The gateway refused: the failure, in the error tone. */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('toast')).toHaveTextContent('Submit failed');
  },
};

export const NetworkError: Story = { args: { outcome: 'network' } };

export const Phone: Story = {
  args: { outcome: 'failed' },
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
