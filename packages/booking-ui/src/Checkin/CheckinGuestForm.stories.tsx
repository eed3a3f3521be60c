import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orderPageColumn } from '../stories/order-page';
import { CheckinGuestForm, type CheckinRoomValues, emptyCheckinGuest } from './CheckinGuestForm';

const room = (no: string, id: number, group: number): CheckinRoomValues => ({
  no,
  start_day: 20260315,
  end_day: 20260317,
  hotel_room_id: id,
  order_group_no: `K7Q2M9XA-${group}`,
  guest: [emptyCheckinGuest({ first_name: 'Lina', last_name: 'Demo' })],
});

const meta = {
  title: 'Check-in/CheckinGuestForm',
  component: CheckinGuestForm,
  args: {
    rooms: [room('302', 41, 1)],
    maxGuests: 2,
    action: '/checkin_apply?order_id=K7Q2M9XA',
    onSubmit: fn(),
    onInvalid: fn(),
  },
  decorators: [orderPageColumn],
} satisfies Meta<typeof CheckinGuestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first guest completed, a second added and deleted, then a valid submit. */
export const FillAndSubmit: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const guest1 = within(canvas.getByRole('group', { name: 'Guest 1' }));
    await expect(guest1.getByLabelText('Last name')).toHaveValue('Demo');
    // The first guest cannot be deleted.
    await expect(guest1.queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.selectOptions(guest1.getByLabelText('Nationality'), 'Greece');
    await expect(guest1.getByLabelText('Nationality')).toHaveValue('300');
    await expect(guest1.getByLabelText('Country code')).toHaveValue('+30');
    await userEvent.selectOptions(guest1.getByLabelText('ID type'), 'Passport');
    await userEvent.type(guest1.getByLabelText('ID number'), 'P1234567');
    await userEvent.type(guest1.getByLabelText('E-mail'), 'lina@example.com');
    await userEvent.type(guest1.getByLabelText('Phone'), '6912345678');

    await userEvent.click(canvas.getByRole('button', { name: '+ Add a guest' }));
    const guest2 = canvas.getByRole('group', { name: 'Guest 2' });
    await waitFor(() => expect(within(guest2).getByLabelText('Last name')).toHaveFocus());
    // At the room's maximum (2) a third is refused with the spec's message.
    await userEvent.click(canvas.getByRole('button', { name: '+ Add a guest' }));
    await expect(
      canvas.getByText("You have reached the room's maximum number of guests"),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Guest 3' })).toBeNull();
    await userEvent.click(
      within(guest2).getByRole('button', { name: 'Delete guest 2 of room 302' }),
    );
    await expect(canvas.queryByRole('group', { name: 'Guest 2' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Submit check-in' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({
      'rooms[0].hotel_room_id': '41',
      'rooms[0].order_group_no': 'K7Q2M9XA-1',
      'rooms[0].guest[0].last_name': 'Demo',
      'rooms[0].guest[0].nationality': '300',
      'rooms[0].guest[0].card_type': '2',
      'rooms[0].guest[0].id_card': 'P1234567',
      'rooms[0].guest[0].tel_prefix': '+30',
      'rooms[0].guest[0].phone': '6912345678',
    });
  },
};

/** Missing fields: the spec's messages, focus on the first, nothing posted. */
export const Required: Story = {
  globals: { locale: 'en' },
  args: { rooms: [{ ...room('302', 41, 1), guest: [emptyCheckinGuest()] }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit check-in' }));
    await waitFor(() => expect(args.onInvalid).toHaveBeenCalledWith('Please enter the last name'));
    await waitFor(() => expect(canvas.getByLabelText('Last name')).toHaveFocus());
    await expect(canvas.getByText('Please select the nationality')).toBeVisible();
    await expect(canvas.getByText('Please select the ID type')).toBeVisible();
    await expect(canvas.getByText('Please enter the ID number')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The guest block folds and unfolds (a disclosure button). */
export const Folds: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Guests' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Guest 1' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Guest 1' })).toBeVisible();
  },
};

/** Two rooms in Chinese: a guest list per room. */
export const TwoRoomsChinese: Story = {
  globals: { locale: 'zh' },
  args: { rooms: [room('302', 41, 1), room('303', 42, 2)], maxGuests: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '302 号房入住人' })).toBeVisible();
    const second = within(canvas.getByRole('group', { name: '303 号房入住人' }));
    await userEvent.click(second.getByRole('button', { name: '+ 添加入住人' }));
    await expect(second.getByRole('group', { name: '入住人 2' })).toBeVisible();
    await expect(second.getByRole('button', { name: '删除 303 号房的入住人 2' })).toBeVisible();
  },
};

/** The gateway's refusal above the form. */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: { message: 'The rooms of this booking have changed. Please reload the page.' },
};

export const Phone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

export const PhoneChinese: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
};
