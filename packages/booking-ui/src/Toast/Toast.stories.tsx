import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Toast } from './Toast';

const meta = {
  title: 'Members/Toast',
  component: Toast,
  args: { message: 'Saved successfully', duration: 0 },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved successfully');
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error', message: 'The request failed. Please try again.' },
};

export const Empty: Story = { args: { message: '' } };

export const LongChinese: Story = {
  args: {
    message: '保存成功。您的个人资料已更新，下次预订时我们会使用这些信息为您提供更贴心的服务。',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
