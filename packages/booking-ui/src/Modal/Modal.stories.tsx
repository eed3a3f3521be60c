import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from './Modal';

function Demo({ title, body }: { title: string; body: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <p>{body}</p>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'Catalogue/Modal',
  component: Modal,
  args: { open: false, onClose: () => {}, title: 'Rate details' },
  render: () => (
    <Demo title="Rate details" body="Cleaning fees and taxes included. Free cancellation." />
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Rate details' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await userEvent.click(await canvas.findByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const LongChineseText: Story = {
  render: () => (
    <Demo
      title="价格详情与取消政策说明"
      body={'入住前 5 天可免费取消，全额退回原支付账户。'.repeat(20)}
    />
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Default.play,
};
