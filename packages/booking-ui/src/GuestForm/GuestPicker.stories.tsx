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
  { id: 1, name: 'Mei Chen', detail: 'mei@example.com' },
  { id: 2, name: 'Nikos Papadopoulos', detail: 'nikos@example.com' },
  { id: 3, name: 'Ana Silva' },
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
        name: '欧阳思远·司马长风·诸葛明月',
        detail: 'ouyang.siyuan.family.travel@example.com',
      },
      { id: 2, name: '陈美', detail: 'mei@example.com' },
    ],
  },
};

export const PickerPhone: StoryObj<typeof GuestPicker> = {
  ...PickerLongChineseNames,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
