import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Toast } from './Toast';

/** A phone page's bottom action bar, as the booking page pins Continue. */
const StickyBar = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const ContinueButton = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
`;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** After signing in on the way to booking, on a 375 px phone: Continue stays free to tap. */
function signedInOverBookingBar(message: string, action: string): Story {
  return {
    args: { message },
    render: (args) => (
      <>
        <Toast {...args} />
        <StickyBar data-testid="sticky-bar">
          <ContinueButton type="button">{action}</ContinueButton>
        </StickyBar>
      </>
    ),
    play: async ({ canvasElement }) => {
      const doc = canvasElement.ownerDocument;
      await expect(doc.documentElement.clientWidth).toBeLessThanOrEqual(375);
      const canvas = within(canvasElement);
      const toast = canvas.getByTestId('toast');
      await expect(toast).toHaveTextContent(message);
      const box = toast.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(doc.documentElement.clientWidth);
      const bar = canvas.getByTestId('sticky-bar').getBoundingClientRect();
      await expect(overlaps(box, bar)).toBe(false);
      const button = canvas.getByRole('button', { name: action }).getBoundingClientRect();
      await expect(overlaps(box, button)).toBe(false);
    },
  };
}

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

export const MobileOverStickyBar: Story = {
  ...signedInOverBookingBar('登录成功', '继续'),
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
};

export const MobileOverStickyBarEnglish: Story = {
  ...signedInOverBookingBar('login successfully', 'Continue'),
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
