import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { regions } from '../stories/catalogue-fixtures';
import { REGIONS_URL, regionsRoute, stubRegions } from '../stories/regions-stub';
import { SearchBox } from './SearchBox';

const today = new Date(2030, 5, 10);
const athens = regions[0]?.cities[0] ?? null;

const meta = {
  title: 'Catalogue/SearchBox',
  component: SearchBox,
  args: { regions, onSearch: fn(), today },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 560, maxWidth: 980 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Find Hotels shows the spec's two messages and does not search. */
export const Empty: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Hotels' }));
    await expect(await canvas.findByText('Please enter a destination')).toBeVisible();
    await expect(canvas.getByText('Please enter the date of stay')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The spec's default: Athens, one night from today; Find Hotels searches at once. */
export const Defaults: Story = {
  args: { initial: { city: athens, checkIn: today, checkOut: new Date(2030, 5, 11) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /查找酒店|Find Hotels/ }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/**
 * The server's default counted from its UTC day (here the 9th) while the visitor's local day
 * is the 10th: after hydration the box moves to the local day, keeping the two nights.
 */
export const LocalDefault: Story = {
  args: {
    localDefault: true,
    initial: { city: athens, checkIn: new Date(2030, 5, 9), checkOut: new Date(2030, 5, 11) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(form.querySelector('input[name="enterDate"]')).toHaveValue('20300610');
    await expect(form.querySelector('input[name="leaveDate"]')).toHaveValue('20300612');
    await userEvent.click(canvas.getByRole('button', { name: /查找酒店|Find Hotels/ }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ checkIn: today, checkOut: new Date(2030, 5, 12) }),
    );
  },
};

/** Typing a city and picking two dates, then searching. */
export const TypeAndPick: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Destination' }), 'kyot');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: /Check-in/ }));
    const panel = canvas.getByRole('dialog');
    // The calendar's code arrives when the date fields are first reached for.
    await within(panel).findAllByRole('grid');
    const days = within(panel)
      .getAllByText('20')
      .filter((el) => el.tagName === 'BUTTON');
    await userEvent.click(days[0] as HTMLElement);
    const later = within(panel)
      .getAllByText('22')
      .filter((el) => el.tagName === 'BUTTON');
    await userEvent.click(later[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Hotels' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ city: expect.objectContaining({ nameEn: 'Kyoto' }) }),
    );
  },
};

/**
 * Regions read from the site: a search asked for with typed text before they have arrived is
 * the plain form's (the server finds the city, as without JavaScript); once they are here,
 * text that matches no city is refused in place.
 */
export const SearchWhileReading: Story = {
  globals: { locale: 'en' },
  beforeEach: () => stubRegions(),
  args: {
    regions: undefined,
    regionsUrl: REGIONS_URL,
    formAction: '/hotel/search',
    initial: { checkIn: today, checkOut: new Date(2030, 5, 11) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Destination' });
    // The browser's own submission of the form, stopped here after the box has had its say.
    const submitted: boolean[] = [];
    const stop = (event: Event) => {
      submitted.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('submit', stop);
    try {
      await userEvent.type(box, 'osak');
      await userEvent.click(canvas.getByRole('button', { name: /Find Hotels/ }));
      await expect(submitted).toEqual([true]);
      await expect(args.onSearch).not.toHaveBeenCalled();
      const sent = new FormData(canvasElement.querySelector('form') as HTMLFormElement);
      await expect(sent.get('region_name')).toBe('osak');
      await expect(sent.get('enterDate')).toBe('20300610');
      regionsRoute.release();
      await waitFor(() => expect(box).toHaveValue('Osaka'));
      await userEvent.click(canvas.getByRole('button', { name: /Find Hotels/ }));
      await expect(args.onSearch).toHaveBeenCalledWith(
        expect.objectContaining({ city: expect.objectContaining({ nameEn: 'Osaka' }) }),
      );
      await userEvent.clear(box);
      await userEvent.type(box, 'nowhere');
      await userEvent.click(canvas.getByRole('button', { name: /Find Hotels/ }));
      await expect(await canvas.findByText('Please enter a destination')).toBeVisible();
      await expect(submitted).toEqual([true, false, false]);
      await expect(args.onSearch).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('submit', stop);
    }
  },
};

export const Bar: Story = {
  args: {
    layout: 'bar',
    action: 'update',
    initial: { city: athens, checkIn: today, checkOut: new Date(2030, 5, 13) },
  },
};

export const Busy: Story = {
  args: { busy: true, initial: { city: athens, checkIn: today, checkOut: new Date(2030, 5, 11) } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { initial: { city: athens, checkIn: today, checkOut: new Date(2030, 5, 11) } },
};

/**
 * Rooms and guests: a family of four in two rooms is searched with its party; an age left
 * unset stops the search with its message under the field.
 */
export const Family: Story = {
  globals: { locale: 'en' },
  args: {
    layout: 'bar',
    action: 'update',
    initial: {
      city: athens,
      checkIn: today,
      checkOut: new Date(2030, 5, 12),
      party: { rooms: 2, adults: 2, children: [5, Number.NaN] },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update search' }));
    await expect(await canvas.findByText('Choose the age of each child.')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /^Guests/ }));
    await userEvent.selectOptions(await canvas.findByLabelText(/Age of child 2/), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ party: { rooms: 2, adults: 2, children: [5, 9] } }),
    );
  },
};

/** The bar in Chinese under the other brand: destination, dates, guests and the button. */
export const BarChineseLotus: Story = {
  globals: { locale: 'zh', brand: 'lotus' },
  args: {
    layout: 'bar',
    action: 'update',
    initial: {
      city: athens,
      checkIn: today,
      checkOut: new Date(2030, 5, 13),
      party: { rooms: 1, adults: 3, children: [] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^入住人数/ })).toHaveTextContent(
      '3位成人 · 1间',
    );
  },
};
