import { DEFAULT_PARTY, type Party } from '@bookdirect/gateway-sdk/party';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PartyPicker } from './PartyPicker';

/** The field with its own state, as the search box holds it. */
function Field({ start, onChange }: { start: Party; onChange: (party: Party) => void }) {
  const [party, setParty] = useState(start);
  return (
    <PartyPicker
      value={party}
      fieldNames
      onChange={(next) => {
        setParty(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/PartyPicker',
  component: Field,
  args: { start: { ...DEFAULT_PARTY, children: [] }, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 520, maxWidth: 420, marginLeft: 'auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the default party, 2 adults in 1 room, and the hidden fields of a GET form. */
export const Closed: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Guests/ })).toHaveTextContent(
      '2 adults · 1 room',
    );
    await expect(canvasElement.querySelector('input[name="rooms"]')).toHaveValue('1');
    await expect(canvasElement.querySelector('input[name="adults"]')).toHaveValue('2');
    await expect(canvasElement.querySelector('input[name="children"]')).toBeNull();
  },
};

/** Steppers: rooms up to the adults (more is refused with the reason), limits at the ends. */
export const Steppers: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Guests/ });
    await userEvent.click(button);
    const more = await canvas.findByRole('button', { name: 'More rooms' });
    await expect(canvas.getByRole('button', { name: 'Fewer rooms' })).toBeDisabled();
    await userEvent.click(more);
    await expect(args.onChange).toHaveBeenLastCalledWith({ rooms: 2, adults: 2, children: [] });
    // A third room for two adults: refused, each room needs an adult.
    await userEvent.click(more);
    await expect(canvas.getByTestId('party-refusal')).toHaveTextContent(
      'Each room needs at least one adult',
    );
    await expect(canvas.getByRole('status', { name: 'Rooms: 2' })).toHaveTextContent('2');
    // Adults go to 10 and no further.
    const adults = canvas.getByRole('button', { name: 'More adults' });
    for (let i = 0; i < 8; i += 1) await userEvent.click(adults);
    await expect(adults).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(button).toHaveTextContent('10 adults · 2 rooms');
    await expect(button).toHaveFocus();
  },
};

/** Children: each one's age is asked for; Done refuses while one is unset. */
export const ChildAges: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Guests/ });
    await userEvent.click(button);
    const more = await canvas.findByRole('button', { name: 'More children' });
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.getByTestId('party-refusal')).toHaveTextContent(
      'Choose the age of each child.',
    );
    await expect(canvas.getByLabelText(/Age of child 1/)).toHaveFocus();
    await userEvent.selectOptions(canvas.getByLabelText(/Age of child 1/), '5');
    await userEvent.selectOptions(canvas.getByLabelText(/Age of child 2/), '9');
    await expect(args.onChange).toHaveBeenLastCalledWith({ rooms: 1, adults: 2, children: [5, 9] });
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(button).toHaveTextContent('2 adults · 2 children · 1 room');
    await expect(canvasElement.querySelector('input[name="children"]')).toHaveValue('5,9');
  },
};

/** Keyboard: Escape closes the panel and gives the focus back to the field. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Guests/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: 'More rooms' });
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(button).toHaveFocus();
  },
};

/** In Chinese, another hotel group's brand, open with a family's ages. */
export const ChineseLotus: Story = {
  globals: { locale: 'zh', brand: 'lotus' },
  args: { start: { rooms: 2, adults: 2, children: [5, 9] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^入住人数/ });
    await expect(button).toHaveTextContent('2位成人 · 2名儿童 · 2间');
    await userEvent.click(button);
    await expect(await canvas.findByLabelText(/儿童1的年龄/)).toHaveValue('5');
  },
};

/** On a phone (375 px), in English, the other brand: the panel fits the screen. */
export const Phone: Story = {
  globals: { locale: 'en', brand: 'lotus', viewport: { value: 'phone', isRotated: false } },
  args: { start: { rooms: 1, adults: 2, children: [7] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Guests/ }));
    const done = await canvas.findByRole('button', { name: 'Done' });
    await expect(done.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
