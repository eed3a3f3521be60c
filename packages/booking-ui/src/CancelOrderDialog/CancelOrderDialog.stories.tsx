import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CancelOrderDialog, type CancelOrderDialogProps } from './CancelOrderDialog';

/** The order page's cancel button and its dialog. */
function Demo(props: CancelOrderDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="cancel-button">
        Cancel the booking
      </Button>
      <CancelOrderDialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Booking/CancelOrderDialog',
  component: CancelOrderDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    action: '/order/detail?orderId=K7Q2M9XA&cancel=1',
    hiddenFields: { intent: 'cancel', from: '/order_list?tab=2' },
    closeHref: '/order/detail?orderId=K7Q2M9XA',
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several reasons and a comment: the form posts every reason ticked, with its hidden fields. */
export const ChoosingReasons: Story = {
  globals: { locale: 'en' },
  args: { refundAmount: '€356.50' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Cancel this booking?' });
    const modal = within(dialog);
    await expect(modal.getByText('You get back €356.50 and any points you used.')).toBeVisible();
    await userEvent.click(modal.getByRole('checkbox', { name: 'Trip cancelled' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'Hotel fully booked' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'Slow confirmation' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'Hotel fully booked' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Comment (optional)' }), 'Plans moved');
    await userEvent.click(modal.getByTestId('cancel-submit'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({
      intent: 'cancel',
      from: '/order_list?tab=2',
      reasons: ['1', '4'],
      comment: 'Plans moved',
    });
  },
};

/** No reason ticked: the shared rule's message, nothing posted, the keyboard on the first reason. */
export const ReasonRequired: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const modal = within(await canvas.findByRole('dialog'));
    await expect(
      modal.getByText('Nothing has been paid yet: the rooms are released at once.'),
    ).toBeVisible();
    await userEvent.click(modal.getByTestId('cancel-submit'));
    await expect(await modal.findByText('Please choose at least one reason.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(modal.getByTestId('cancel-reason-1')).toHaveFocus());
    // Ticking one clears the message.
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(modal.queryByText('Please choose at least one reason.')).not.toBeInTheDocument(),
    );
  },
};

export const ReasonRequiredChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const modal = within(await canvas.findByRole('dialog', { name: '确定取消此预订吗？' }));
    await userEvent.click(modal.getByRole('button', { name: '取消预订' }));
    await expect(await modal.findByText('请至少选择一个取消原因。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The comment counts to 200 and warns above 190, like the franchise remark. */
export const CommentCounter: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = within(await canvas.findByRole('dialog'));
    const comment = modal.getByRole('textbox', { name: 'Comment (optional)' });
    const counter = () => modal.getByTestId('cancel-comment-counter');
    await expect(counter()).toHaveTextContent('0/200');
    await userEvent.type(comment, 'Too far');
    await expect(counter()).toHaveTextContent('7/200');
    await expect(counter()).toHaveAttribute('data-warn', 'false');
    await userEvent.clear(comment);
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(191));
    await expect(counter()).toHaveTextContent('191/200');
    await expect(counter()).toHaveAttribute('data-warn', 'true');
    await userEvent.paste('y'.repeat(30));
    await expect(counter()).toHaveTextContent('200/200');
    await expect(comment).toHaveAttribute('maxlength', '200');
  },
};

/** The gateway refused (the deadline passed meanwhile): its words stay in the dialog. */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: {
    message: 'This booking can no longer be cancelled.',
    initialValues: { reasons: [4], comment: '' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = within(await canvas.findByRole('dialog'));
    await expect(modal.getByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled.',
    );
    await expect(modal.getByRole('checkbox', { name: 'Trip cancelled' })).toBeChecked();
  },
};

export const RefusedChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    message: '此预订已无法取消。',
    refundAmount: '￥1,280.00',
    initialValues: { reasons: [3, 8], comment: '找到了更合适的行程安排，感谢理解。' },
  },
  play: async ({ canvasElement }) => {
    const modal = within(await within(canvasElement).findByRole('dialog'));
    await expect(modal.getByRole('alert')).toHaveTextContent('此预订已无法取消。');
    await expect(modal.getByText('您将获得 ￥1,280.00 退款，所用积分也将退回。')).toBeVisible();
  },
};

/** Keyboard only: Tab reaches the reasons, Space ticks, Escape keeps the booking. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const modal = within(await canvas.findByRole('dialog'));
    const first = modal.getByTestId('cancel-reason-1');
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.tab();
    await expect(modal.getByTestId('cancel-reason-2')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(canvas.queryByTestId('cancel-dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The page's button opens it; "Keep the booking" closes it again. */
export const OpenAndKeep: Story = {
  globals: { locale: 'en' },
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('cancel-dialog')).toBeNull();
    await userEvent.click(canvas.getByTestId('cancel-button'));
    const modal = within(await canvas.findByRole('dialog'));
    await userEvent.click(modal.getByRole('button', { name: 'Keep the booking' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvas.queryByTestId('cancel-dialog')).toBeNull());
  },
};

export const Busy: Story = {
  globals: { locale: 'en' },
  args: { busy: true, initialValues: { reasons: [1], comment: '' } },
};

export const Mobile: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
  args: { refundAmount: '€356.50' },
  play: async ({ canvasElement }) => {
    const modal = within(await within(canvasElement).findByRole('dialog'));
    await expect(modal.getByTestId('cancel-reason-8')).toBeVisible();
    await expect(modal.getByTestId('cancel-submit')).toBeVisible();
  },
};
