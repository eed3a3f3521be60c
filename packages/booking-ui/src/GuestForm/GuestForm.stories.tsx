import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestFormModal } from '../GuestFormModal/GuestFormModal';
import { GuestPicker } from './GuestPicker';

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

const guests = [
  { id: 1, name: 'Mei Chen', detail: 'mei@example.com' },
  { id: 2, name: 'Nikos Papadopoulos', detail: 'nikos@example.com' },
  { id: 3, name: 'Ana Silva' },
];

/** At most `max` guests: one more gives maximum_guest; none gives the save-guest message. */
export const Picker: StoryObj<typeof GuestPicker> = {
  globals: { locale: 'en' },
  render: (args) => <GuestPicker {...args} />,
  args: {
    open: true,
    onClose: fn(),
    guests,
    selected: [],
    max: 2,
    onConfirm: fn(),
    onAdd: fn(),
    onEdit: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(body.getByRole('alert')).toHaveTextContent('Please save the guest information');
    await userEvent.click(body.getByRole('checkbox', { name: /Mei Chen/ }));
    await userEvent.click(body.getByRole('checkbox', { name: /Nikos/ }));
    await userEvent.click(body.getByRole('checkbox', { name: /Ana Silva/ }));
    await expect(body.getByRole('alert')).toHaveTextContent(
      "You have reached the room's maximum number of guests",
    );
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([1, 2]);
  },
};

/** Long Chinese names and e-mail addresses wrap inside the picker's rows. */
export const PickerLongChineseNames: StoryObj<typeof GuestPicker> = {
  globals: { locale: 'zh' },
  render: (args) => <GuestPicker {...args} />,
  args: {
    ...Picker.args,
    guests: [
      {
        id: 1,
        name: '欧阳思远·司马长风·诸葛明月',
        detail: 'ouyang.siyuan.family.travel@example.com',
      },
      { id: 2, name: '陈美', detail: 'mei@example.com' },
    ],
  },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };

export const PickerPhone: StoryObj<typeof GuestPicker> = {
  ...PickerLongChineseNames,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
