import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orderPageColumn } from '../stories/order-page';
import { CheckinContactForm } from './CheckinContactForm';

const otas = [
  { ota_id: 1, name: 'This site (Bookdirect)' },
  { ota_id: 2, name: 'Booking.com' },
  { ota_id: 3, name: 'Agoda' },
];

const meta = {
  title: 'Check-in/CheckinContactForm',
  component: CheckinContactForm,
  args: {
    otas,
    action: '/checkin',
    draftKey: '',
    onSubmit: fn(),
    onInvalid: fn(),
  },
  decorators: [orderPageColumn],
} satisfies Meta<typeof CheckinContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, Continue, the e-mail shown again in the dialog, Confirm posts the form. */
export const ContinueAndConfirm: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(canvas.getByLabelText('Booking channel'), 'Booking.com');
    await userEvent.type(canvas.getByLabelText('Booking order number'), 'BKG-20260315-1');
    await userEvent.type(canvas.getByLabelText('Reservation email'), 'lina@example.com');
    await expect(canvas.getByLabelText('Country code')).toHaveValue('+86');
    await userEvent.selectOptions(canvas.getByLabelText('Country code'), '+30');
    await userEvent.type(canvas.getByLabelText('Reservation phone'), '210 555 0199');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const dialog = await body.findByRole('dialog', { name: 'Confirm your email' });
    await expect(within(dialog).getByText('lina@example.com')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({
      ota_id: '2',
      ota_order_id: 'BKG-20260315-1',
      email: 'lina@example.com',
      phone_prefix: '+30',
      phone: '210 555 0199',
    });
  },
};

/** Nothing typed: the channel's message first (the spec's order), focus on the channel. */
export const RequiredInOrder: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onInvalid).toHaveBeenCalledWith('Please choose where you booked'),
    );
    await expect(canvas.getByLabelText('Booking channel')).toHaveFocus();
    await expect(canvas.getByText('Please enter the booking order number')).toBeVisible();
    await expect(canvas.getByText('Please enter the booking email')).toBeVisible();
    await expect(canvas.getByText('Please enter the booking phone number')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Edit in the dialog goes back to the form with nothing sent (Chinese). */
export const EditChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    initialValues: { ota_id: '1', ota_order_id: 'K7Q2M9XA', email: 'wang@example.com' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText('预订手机号'), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    const dialog = await body.findByRole('dialog', { name: '确认邮箱' });
    await expect(within(dialog).getByText('wang@example.com')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '修改' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The draft is kept in local storage and comes back on the next visit. */
export const DraftKept: Story = {
  globals: { locale: 'en' },
  args: { draftKey: 'checkin_draft_story' },
  beforeEach: () => {
    window.localStorage.setItem(
      'checkin_draft_story',
      JSON.stringify({ ota_id: '3', ota_order_id: 'AGD-1', email: 'a@example.com' }),
    );
    return () => window.localStorage.removeItem('checkin_draft_story');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Booking order number')).toHaveValue('AGD-1'));
    await expect(canvas.getByLabelText('Booking channel')).toHaveValue('3');
    await userEvent.type(canvas.getByLabelText('Reservation phone'), '6912345678');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('checkin_draft_story') ?? '{}').phone).toBe(
        '6912345678',
      ),
    );
  },
};

/** The gateway's answer for a field, shown until it is edited. */
export const ServerError: Story = {
  globals: { locale: 'en' },
  args: { errors: { email: 'validation:email_address_error' } },
};

export const Phone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

export const PhoneChinese: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
};
