import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { regions, stay } from '../../stories/fixtures';
import { SiteSearchBox } from './SiteSearchBox';

const meta = {
  title: 'Booking site/Search/SiteSearchBox',
  component: SiteSearchBox,
  args: {
    regions,
    cityId: 101,
    enterDate: stay.enterDate,
    leaveDate: stay.leaveDate,
    layout: 'bar',
    today: new Date(2026, 5, 1),
  },
  parameters: { remix: { url: '/' } },
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
  args: { cityId: undefined, enterDate: undefined, leaveDate: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Hotels' }));
    await expect(canvas.queryByTestId('remix-elsewhere')).toBeNull();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
