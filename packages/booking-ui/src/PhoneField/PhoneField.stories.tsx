import { parsePhone, phoneForForm } from '@bookdirect/gateway-sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';

/**
 * The phone as a form holds it, with what the shared rules read from it underneath: the
 * E.164 the gateway keeps.
 */
function Controlled({ stored, allowEmpty }: { stored: string; allowEmpty?: boolean }) {
  const [phone, setPhone] = useState(() => phoneForForm(stored, '+86'));
  const parsed = parsePhone(phone.number, phone.prefix);
  return (
    <div style={{ maxWidth: 480, padding: 16 }}>
      <PhoneField
        allowEmpty={allowEmpty}
        prefix={{
          name: 'tel_prefix',
          value: phone.prefix,
          onChange: (event) => setPhone({ ...phone, prefix: event.target.value }),
        }}
        number={{
          name: 'mobile',
          value: phone.number,
          onChange: (event) => setPhone({ ...phone, number: event.target.value }),
        }}
      />
      <output data-testid="e164">{parsed?.e164 ?? 'not a phone'}</output>
    </div>
  );
}

const meta = {
  title: 'Booking/PhoneField',
  component: Controlled,
  args: { stored: '+302105550142' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved phone opens beside its own prefix, formatted for its country. */
export const FromTheProfile: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('+30');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('21 0555 0142');
    await expect(canvas.getByTestId('e164')).toHaveTextContent('+302105550142');
  },
};

/** A number typed with its own + wins over the prefix; a short one is no phone. */
export const TypedAnyWay: Story = {
  globals: { locale: 'en' },
  args: { stored: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prefix = canvas.getByRole('combobox', { name: 'Country code' });
    const box = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(prefix).toHaveValue('+86');
    await userEvent.type(box, '138 0013 8000');
    await expect(canvas.getByTestId('e164')).toHaveTextContent('+8613800138000');
    await userEvent.clear(box);
    await userEvent.type(box, '+44 7911 123456');
    await expect(canvas.getByTestId('e164')).toHaveTextContent('+447911123456');
    await userEvent.clear(box);
    await userEvent.type(box, '1234');
    await expect(canvas.getByTestId('e164')).toHaveTextContent('not a phone');
    await userEvent.selectOptions(prefix, '+1-268');
    await userEvent.clear(box);
    await userEvent.type(box, '460 1234');
    await expect(canvas.getByTestId('e164')).toHaveTextContent('+12684601234');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { stored: '', allowEmpty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveAttribute('type', 'tel');
    await expect(box).toHaveAttribute('autocomplete', 'tel-national');
    await expect(canvas.getAllByRole('option')[0]).toHaveTextContent('请选择');
  },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };

/** Each prefix named after its country, sorted by name; typing a number picks its prefix. */
export const NamedCountries: Story = {
  globals: { locale: 'en' },
  args: { stored: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prefix = canvas.getByRole('combobox', { name: 'Country code' });
    await expect(canvas.getByRole('option', { name: 'Greece +30' })).toHaveValue('+30');
    await expect(canvas.getByRole('option', { name: 'United States, Canada +1' })).toHaveValue(
      '+1',
    );
    prefix.focus();
    await userEvent.keyboard('30');
    await expect(prefix).toHaveValue('+30');
  },
};

export const NamedCountriesChinese: Story = {
  globals: { locale: 'zh', brand: 'lotus' },
  args: { stored: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toHaveValue('+86');
    await expect(canvas.getByRole('option', { name: '希腊 +30' })).toHaveValue('+30');
    await expect(canvas.getByRole('option', { name: '中国 +86' })).toHaveValue('+86');
  },
};
