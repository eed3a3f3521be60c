import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Consult } from './Consult';

const meta = {
  title: 'Marketing/Consult',
  component: Consult,
  args: {
    phone: '+30 210 000 0000',
    email: 'franchise@bookdirect.example',
    action: '/?index#join',
    onOutcome: fn(),
    submit: fn(async () => ({ rec: 0 })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Consult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How to reach the franchise team, and a message left in the modal. */
export const LeaveMessage: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'franchise@bookdirect.example' }),
    ).toHaveAttribute('href', 'mailto:franchise@bookdirect.example');
    await userEvent.click(canvas.getByRole('link', { name: 'Leave a message' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText('Please enter your message')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Eleni');
    await userEvent.type(within(dialog).getByLabelText('How to reach you'), 'eleni@example.com');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Please call me.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith('sent'));
    await expect(args.submit).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
