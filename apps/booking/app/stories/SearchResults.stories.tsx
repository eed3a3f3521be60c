import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import { stubRegions } from '../../../../packages/booking-ui/src/stories/regions-stub';
import HotelSearch, { type loader } from '../routes/hotel.search';
import { athensHotels, catalogueRoutes, longChineseHotel, rootData, stay } from './fixtures';

type Data = SerializeFrom<typeof loader>;

const results: Data = {
  kind: 'results',
  stay,
  sort: 'rcmd',
  party: { rooms: 1, adults: 2, children: [] },
  filters: { tags: [], facilities: [] },
  hotels: athensHotels,
  total: athensHotels.length,
  facets: null,
  more: `/hotel/search/more?city_id=101&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
  city: { id: 101, name: 'Athens', nameEn: 'Athens', nameCn: '雅典' },
};

/** A search that found more hotels than its first page shows. */
const paged: Data = { ...results, total: athensHotels.length * 2 };

/** Asks for the next page unless scrolling near the end of the list already did. */
async function showMore(canvasElement: HTMLElement) {
  const button = within(canvasElement).queryByRole('button', { name: 'Show more hotels' });
  if (button) await userEvent.click(button);
}

/** How the next page of results answers: the end, a failure, or not yet. */
const more = {
  end: () => ({ ok: true, page: 2, hotels: [] }),
  failed: () => ({ ok: false, page: 2, hotels: [] }),
  pending: () => new Promise<never>(() => {}),
};

const remix = (loaderData: Data, next: keyof typeof more = 'end'): RemixParameters => ({
  url: `/hotel/search?city_id=101&region_name=Athens&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
  loaderData,
  rootData,
  routes: [...catalogueRoutes, { path: '/hotel/search/more', loader: more[next] }],
});

const meta = {
  title: 'Booking site/Pages/Search results',
  component: HotelSearch,
  tags: ['page'],
  parameters: { remix: remix(results) },
  // The picker reads the destinations from the site when reached.
  beforeEach: () => stubRegions(false),
} satisfies Meta<typeof HotelSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A city's hotels for the stay; the list ends when the next page comes back empty. */
export const Results: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Athens');
    await expect(canvas.getAllByRole('article')).toHaveLength(athensHotels.length);
    await showMore(canvasElement);
    await expect(await canvas.findByTestId('end-of-results')).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** Picking another order reloads the list in that order (a GET of the same page). */
export const Sorting: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'price_asc');
    await waitFor(() =>
      expect(canvas.getByTestId('remix-location')).toHaveAttribute(
        'data-url',
        expect.stringMatching(/^\/hotel\/search\?.*sort=price_asc/),
      ),
    );
  },
};

/** The next page is on its way: a placeholder card, and the words for it. */
export const LoadingMore: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix(paged, 'pending') },
  play: async ({ canvasElement }) => {
    await showMore(canvasElement);
    await expect(await within(canvasElement).findByText('Loading more hotels…')).toBeVisible();
  },
};

/** The next page failed: the list stays and offers to try again. */
export const LoadMoreFailed: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix(paged, 'failed') },
  play: async ({ canvasElement }) => {
    await showMore(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

/** No hotel of the city is open for the stay. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix({ ...results, hotels: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('no-results')).toBeVisible();
  },
};

/** Filters that leave no hotel: said apart from an empty city, with "Clear all" beside. */
export const FiltersLeaveNone: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({ ...results, hotels: [], total: 0, filters: { tags: ['pool'], facilities: [] } }),
  },
  play: async ({ canvasElement }) => {
    const notice = within(within(canvasElement).getByTestId('no-filter-results'));
    await expect(notice.getByText('No hotel matches these filters')).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Clear all (1)' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('result-count')).toHaveTextContent('0 hotels');
  },
};

/** A city that does not exist: the page says so and offers the search box. */
export const UnknownCity: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: remix({ ...results, kind: 'unknown_city', hotels: [], city: null, more: '' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** Long Chinese hotel names and addresses wrap inside their cards. */
export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  parameters: {
    remix: remix({
      ...results,
      city: { id: 101, name: '雅典', nameEn: 'Athens', nameCn: '雅典' },
      hotels: [longChineseHotel, ...athensHotels.slice(0, 2)],
    }),
  },
};

/** Phones read the stay on one line and open the search on demand. */
export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
