import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stay } from '../../stories/fixtures';
import { SortControl } from './SortControl';

const meta = {
  title: 'Booking site/Search/SortControl',
  component: SortControl,
  args: {
    sort: 'rcmd',
    cityId: 101,
    regionName: 'Athens',
    enterDate: stay.enterDate,
    leaveDate: stay.leaveDate,
  },
  parameters: { remix: { url: '/hotel/search?city_id=101&region_name=Athens' } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picking an order reloads the results in it, with the stay and the city kept. */
export const PickAnOrder: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'score');
    await waitFor(() =>
      expect(canvas.getByTestId('remix-location')).toHaveAttribute(
        'data-url',
        `/hotel/search?enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}&city_id=101&region_name=Athens&sort=score`,
      ),
    );
  },
};

export const Chinese: Story = { args: { sort: 'price_desc' } };

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
