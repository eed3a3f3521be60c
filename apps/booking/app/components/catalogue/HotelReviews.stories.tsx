import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RemixParameters } from '../../../../../.storybook/remix-parameters';
import { catalogueRoutes, reviewsNextPage, reviewsPage } from '../../stories/fixtures';
import { HotelReviews } from './HotelReviews';

const remix = (next: () => unknown): RemixParameters => ({
  url: '/hotel/detail?hotelId=1001',
  routes: [{ path: '/hotel/reviews', loader: next }],
});

const meta = {
  title: 'Booking site/Hotel/HotelReviews',
  component: HotelReviews,
  args: { hotelId: 1001, first: reviewsPage },
  parameters: { remix: { url: '/hotel/detail?hotelId=1001', routes: catalogueRoutes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HotelReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Show more" adds the next page in place; on the last page the link goes. */
export const ShowMore: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByTestId('reviews-more');
    // Without JavaScript the same link reloads the hotel page on the next page of reviews.
    await expect(more).toHaveAttribute('href', '/hotel/detail?hotelId=1001&reviewPage=2#reviews');
    await userEvent.click(more);
    await expect(await canvas.findByText(reviewsNextPage.reviews[0]?.content ?? '')).toBeVisible();
    await expect(canvas.queryByTestId('reviews-more')).toBeNull();
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** The next page is on its way. */
export const Loading: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('reviews-more'));
    await expect(await canvas.findByText('Loading more reviews…')).toBeVisible();
  },
};

/** The next page failed: the reviews shown stay, and the link can be tried again. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix(() => ({ page: 2, reviews: undefined })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('reviews-more'));
    await expect(await canvas.findByText('More reviews could not be loaded.')).toBeVisible();
    await expect(canvas.getByTestId('reviews-more')).toBeVisible();
  },
};

/** Nobody has reviewed the hotel yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { first: { total: 0, average: 0, page: 1, reviews: [], hasMore: false } },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
