import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { stubRegions } from '../../../../../packages/booking-ui/src/stories/regions-stub';
import { regions, stay } from '../../stories/fixtures';
import { SiteSearchBox } from './SiteSearchBox';

const meta = {
  title: 'Booking site/Search/SiteSearchBox',
  component: SiteSearchBox,
  args: {
    city: regions[0]?.cities[0],
    enterDate: stay.enterDate,
    leaveDate: stay.leaveDate,
    layout: 'bar',
    today: new Date(2026, 5, 1),
  },
  parameters: { remix: { url: '/' } },
  // The picker reads the destinations from the site when reached.
  beforeEach: () => stubRegions(false),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1100, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search goes to the city's results for the stay. */
export const Search: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Hotels' }));
    await expect(await canvas.findByTestId('remix-elsewhere')).toHaveTextContent(
      `/hotel/search?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&city_id=101&region_name=Athens`,
    );
  },
};

/** Another city typed: the picker reads the destinations, and the search goes there. */
export const TypeAnotherCity: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Destination' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Kyoto');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Hotels' }));
    await expect(await canvas.findByTestId('remix-elsewhere')).toHaveTextContent(
      /city_id=1202&region_name=Kyoto/,
    );
  },
};

/** On the results page: "update", and the chosen order goes along. */
export const Update: Story = {
  globals: { locale: 'en' },
  args: { action: 'update', keep: { sort: 'price_asc' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Update/ }));
    await expect(await canvas.findByTestId('remix-elsewhere')).toHaveTextContent(/sort=price_asc$/);
  },
};

/** Nothing chosen yet: searching names what is missing. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { city: undefined, enterDate: undefined, leaveDate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Hotels' }));
    await expect(canvas.queryByTestId('remix-elsewhere')).toBeNull();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
