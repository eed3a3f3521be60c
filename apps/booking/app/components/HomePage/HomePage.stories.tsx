import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  countries,
  currencies,
  destinations,
} from '../../../../../packages/booking-ui/src/stories/home-fixtures';
import { stubRegions } from '../../../../../packages/booking-ui/src/stories/regions-stub';
import { regions, rootData, stay } from '../../stories/fixtures';
import { HomePage } from './HomePage';

const meta = {
  title: 'Booking site/Pages/Home',
  component: HomePage,
  tags: ['page'],
  args: {
    destinations,
    currencies,
    searchable: true,
    defaultCity: regions[0]?.cities[0],
    stay,
    countries,
    downloadUrl: 'https://book.example/download_app',
    // The stay's first day: the search box keeps the loader's dates.
    today: new Date(2026, 5, 12),
  },
  parameters: { remix: { url: '/', rootData, routes: [] } },
  // The picker reads the destinations from the site when reached.
  beforeEach: () => stubRegions(false),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home sections in order, the search box with the default stay in Athens. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // The sections below the first screen arrive with their own chunk.
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

/** A search goes to the results for the city and the stay. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getAllByRole('search').at(-1);
    if (!main) throw new Error('no search box');
    await userEvent.click(within(main).getByRole('button', { name: 'Find Hotels' }));
    await expect(await canvas.findByTestId('remix-elsewhere')).toHaveTextContent(
      /^\/hotel\/search\?.*city_id=101/,
    );
  },
};

/** A catalogue with no destinations or trending hotels yet: the countries as links. */
export const EmptyCatalogue: Story = {
  globals: { locale: 'en' },
  args: { searchable: false, countries: [], defaultCity: undefined },
};

export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
