import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeButton, type CodeCountdown } from './CodeButton';

function Demo({ seconds, onRequest }: { seconds: number; onRequest: () => void }) {
  const [countdown, setCountdown] = useState<CodeCountdown | null>(null);
  return (
    <div style={{ display: 'flex', maxWidth: 420, padding: 24 }}>
      <CodeButton
        onRequest={() => {
          onRequest();
          setCountdown({ seconds, key: Date.now() });
        }}
        countdown={countdown}
      />
    </div>
  );
}

const meta = {
  title: 'Members/CodeButton',
  component: CodeButton,
  args: { onRequest: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', maxWidth: 420, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: 'Get code'. */
export const Ready: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await expect(args.onRequest).toHaveBeenCalledOnce();
  },
};

/** After a send: disabled, counting down, then ready again. */
export const CountingDown: Story = {
  globals: { locale: 'en' },
  render: (args) => <Demo seconds={2} onRequest={args.onRequest ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onRequest).toHaveBeenCalledOnce();
    const counting = canvas.getByRole('button', {
      name: 'Resend the verification code after 2 seconds',
    });
    await expect(counting).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Get code' })).toBeEnabled(), {
      timeout: 4000,
    });
  },
};

/** The spec's 59 s, in Chinese (a long label wraps). */
export const ChineseCountdown: Story = {
  globals: { locale: 'zh' },
  args: { countdown: { seconds: 59, key: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(
      /5\d 秒后重新发送验证码/,
    );
  },
};

/** A send in flight. */
export const Busy: Story = { args: { busy: true } };

/** Without a handler it submits its form with intent=send_code (no JavaScript path). */
export const PlainSubmit: Story = {
  args: { onRequest: undefined, name: 'intent', value: 'send_code' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toHaveAttribute('name', 'intent');
    await expect(button).toHaveAttribute('value', 'send_code');
  },
};

export const Mobile: Story = {
  args: { countdown: { seconds: 59, key: 1 } },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'en' },
};
