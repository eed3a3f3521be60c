import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GuestPicker } from './GuestPicker';

// The picker and the guest form share a title, so the stories keep their ids.
const meta = {
  title: 'Booking/GuestForm',
  component: GuestPicker,
} satisfies Meta<typeof GuestPicker>;

export default meta;

const guests = [
  { id: 1, name: { first_name: 'Mei', last_name: 'Chen' }, detail: 'mei@example.com' },
  { id: 2, name: { first_name: 'Nikos', last_name: 'Papadopoulos' }, detail: 'nikos@example.com' },
  { id: 3, name: { first_name: 'Ana', last_name: 'Silva' } },
];

/** At most `max` guests: one more gives maximum_guest; none gives the save-guest message. */
export const Picker: StoryObj<typeof GuestPicker> = {
  globals: { locale: 'en' },
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
  args: {
    ...Picker.args,
    guests: [
      {
        id: 1,
        name: { first_name: '思远·司马长风·诸葛明月', last_name: '欧阳' },
        detail: 'ouyang.siyuan.family.travel@example.com',
      },
      { id: 2, name: { first_name: '美', last_name: '陈' }, detail: 'mei@example.com' },
    ],
  },
  play: async ({ canvasElement }) => {
    // A Chinese name: family name first, no space.
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('checkbox', { name: /^陈美/ })).toBeVisible();
    await expect(body.getByRole('checkbox', { name: /^欧阳思远·司马长风·诸葛明月/ })).toBeVisible();
  },
};

export const PickerPhone: StoryObj<typeof GuestPicker> = {
  ...PickerLongChineseNames,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
