import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestFormModal } from './GuestFormModal';

// The guest form and its picker share a title, so the stories keep their ids.
const meta = {
  title: 'Booking/GuestForm',
  component: GuestFormModal,
  args: { open: true, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof GuestFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving an empty form shows the schema's message under each field and posts nothing. */
export const AddEmpty: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(body.getByText('Please enter the first name')).toBeVisible();
    await expect(body.getByText('Please select the country or region')).toBeVisible();
    await expect(body.getByText('Please select the ID type')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Choosing a country fills its calling prefix; the ID type names the number field. */
export const CountryAndId: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(body.getByLabelText('Country or region'), 'GR');
    await expect(body.getByLabelText('Country code')).toHaveValue('+30');
    await userEvent.selectOptions(body.getByLabelText('ID type'), '3');
    await expect(body.getByLabelText('Tax number')).toBeEnabled();
  },
};

export const Edit: Story = {
  globals: { locale: 'zh' },
  args: {
    guest: {
      user_folks_id: 7,
      first_name: 'Mei',
      last_name: 'Chen',
      gender: 2,
      birthday: 19900512,
      iso_country_coden: 'CN',
      tel_prefix: '+86',
      phone: '13800138000',
      email: 'mei@example.com',
      id_type: 2,
      idcard: '',
      passport_no: 'E12345678',
      tax_no: '',
    },
  },
};

/** On a phone the form is a bottom sheet. */
export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
