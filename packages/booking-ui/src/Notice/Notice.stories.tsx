import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Container } from '../Home/layout';
import { NotFoundNotice, Notice } from './Notice';

const meta = {
  title: 'Booking/NotFoundNotice',
  component: NotFoundNotice,
  args: {
    testId: 'hotel-not-found',
    title: 'hotel:not_found_title',
    body: 'hotel:not_found_body',
    back: 'hotel:back_to_search',
    backHref: '/hotel/search',
  },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof NotFoundNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hotel link that leads nowhere: the page says so and leads back to the search. */
export const Hotel: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByTestId('hotel-not-found');
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(within(notice).getByRole('heading', { level: 1 })).toHaveTextContent(
      'We could not find this hotel',
    );
    await expect(within(notice).getByRole('link')).toHaveAttribute('href', '/hotel/search');
  },
};

export const HotelChinese: Story = { globals: { locale: 'zh' } };

/** An order of another account, or a cut-off link: back to My Trips. */
export const Order: Story = {
  globals: { locale: 'en' },
  args: {
    testId: 'order-not-found',
    title: 'booking:order_not_found_title',
    body: 'booking:order_not_found_body',
    back: 'booking:back_to_trips',
    backHref: '/order_list',
  },
};

export const OrderChinese: Story = { ...Order, globals: { locale: 'zh' } };

/** The same frame for an empty list, with a smaller heading. */
function EmptyTrips() {
  const { t } = useTranslation();
  return (
    <Notice role="status" data-testid="orders-empty">
      <h2>{t('booking:no_orders')}</h2>
      <p>{t('booking:no_orders_hint')}</p>
      <Button href="/">{t('booking:find_hotels')}</Button>
    </Notice>
  );
}

export const EmptyList: Story = { globals: { locale: 'en' }, render: () => <EmptyTrips /> };

export const EmptyListChinese: Story = { globals: { locale: 'zh' }, render: () => <EmptyTrips /> };

export const Phone: Story = {
  ...Hotel,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: undefined,
};
