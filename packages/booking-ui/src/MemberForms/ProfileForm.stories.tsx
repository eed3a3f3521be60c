import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileForm } from './ProfileForm';

const blank = { name: '', gender: 0, birthday: 0, edu_id: 0, industery_id: 0 };

const meta = {
  title: 'Members/ProfileForm',
  component: ProfileForm,
  args: { action: '/user_center', onSubmit: fn(), profile: blank, email: 'ada@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, margin: '0 auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: nothing filled in yet; Save posts the fields. */
export const Empty: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Education' }), '4');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Profession' }), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({
      name: 'Ada Lovelace',
      gender: '2',
      edu_id: '4',
      industery_id: '2',
    });
  },
};

export const Filled: Story = {
  args: {
    profile: {
      name: 'Ada Lovelace',
      gender: 2,
      birthday: 19901210,
      edu_id: 4,
      industery_id: 1,
      mobile: '+302105550142',
    },
    message: 'Saved successfully',
  },
};

/**
 * The saved phone opens beside its own prefix; a number that cannot be a phone there is
 * refused before posting, and one typed with its own + is taken as it is.
 */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { profile: { ...blank, mobile: '+302105550142' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const prefix = canvas.getByRole('combobox', { name: 'Country code' });
    const box = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(prefix).toHaveValue('+30');
    await expect(box).toHaveValue('21 0555 0142');
    await userEvent.clear(box);
    await userEvent.type(box, '555');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter a valid phone number')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '+44 7911 123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({ tel_prefix: '+30', mobile: '+44 7911 123456' });
  },
};

/** A name over 50 characters is refused before posting. */
export const TooLong: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    name.removeAttribute('maxlength');
    await userEvent.type(name, 'x'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Use at most 50 characters')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const GatewayError: Story = {
  args: {
    message: 'Some fields need your attention.',
    messageTone: 'error',
    errors: { birthday: 'validation:birthday_invalid' },
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    profile: {
      name: '欧阳娜娜丽莎·德·拉·克鲁兹·圣地亚哥',
      gender: 1,
      birthday: 19850101,
      edu_id: 5,
      industery_id: 11,
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
