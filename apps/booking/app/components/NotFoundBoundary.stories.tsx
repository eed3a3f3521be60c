import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import { NotFoundBoundary } from './NotFoundBoundary';

const words = {
  testId: 'hotel-not-found',
  title: 'hotel:not_found_title',
  body: 'hotel:not_found_body',
  back: 'hotel:back_to_search',
  backHref: '/hotel/search',
};

/** The hotel page's boundary, as its route module declares it. */
function HotelBoundary() {
  return <NotFoundBoundary {...words} />;
}

/** The route's loader throws `thrown`; its error boundary is the one under test. */
const failing = (thrown: () => unknown): RemixParameters => ({
  url: '/hotel/detail?hotelId=999999',
  loaderError: thrown,
  ErrorBoundary: HotelBoundary,
});

const meta = {
  title: 'Booking site/Pages/Not found',
  tags: ['page'],
  render: () => <p>—</p>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 404 from the loader: the page's own words and its way back. */
export const NotFound: Story = {
  globals: { locale: 'en' },
  parameters: { remix: failing(() => new Response(null, { status: 404 })) },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByTestId('hotel-not-found');
    await expect(within(notice).getByRole('link')).toHaveAttribute('href', '/hotel/search');
  },
};

export const NotFoundChinese: Story = {
  parameters: NotFound.parameters,
};

/** Anything else: the shared error page, with a retry. */
export const OtherError: Story = {
  globals: { locale: 'en' },
  parameters: { remix: failing(() => new Response(null, { status: 503 })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(canvasElement).queryByTestId('hotel-not-found')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  parameters: NotFound.parameters,
};
