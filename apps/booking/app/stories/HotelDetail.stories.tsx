import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import HotelDetail, { ErrorBoundary, type loader } from '../routes/hotel.detail';
import { catalogueRoutes, hotelPage, rootData, stay } from './fixtures';

type Data = SerializeFrom<typeof loader>;

const remix = (loaderData: Data): RemixParameters => ({
  url: `/hotel/detail?hotelId=1001&enterDate=${stay.enterDate}&leaveDate=${stay.leaveDate}`,
  loaderData,
  rootData,
  routes: catalogueRoutes,
});

const meta = {
  title: 'Booking site/Pages/Hotel',
  component: HotelDetail,
  tags: ['page'],
  parameters: { remix: remix(hotelPage) },
} satisfies Meta<typeof HotelDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hotel, its photos, its rooms for the stay and its reviews. */
export const Hotel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Plaka Courtyard Suites' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /预订|Reserve/ }).length).toBeGreaterThan(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Choose your room' })).toBeVisible();
    // "Show more" adds the next page of reviews in place.
    await userEvent.click(canvas.getByRole('link', { name: /more reviews/i }));
    await expect(await canvas.findByText(/Good value for Athens/)).toBeVisible();
  },
};

/** No room is open for the stay: the page says so instead of an empty list. */
export const NoRooms: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix({ ...hotelPage, rooms: [], reviews: undefined }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/room/i);
  },
};

/** A long Chinese name, address and description wrap without overflowing. */
export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  parameters: {
    remix: remix({
      ...hotelPage,
      hotel: {
        ...hotelPage.hotel,
        name: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达地铁站）',
        address: '希腊雅典普拉卡区阿德里亚努街一百二十八号，近卫城博物馆与哈德良拱门',
        city: '雅典',
        description:
          '这座建于十九世纪九十年代的石屋经过精心修复，围绕一个安静的庭院而建。从酒店步行五分钟即可到达卫城博物馆，周边遍布咖啡馆、小酒馆和手工艺品商店，是探索雅典老城的理想起点。',
      },
    }),
  },
};

export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};

/** A hotel id that does not exist: the page's own not-found notice with a way back. */
export const NotFound: Story = {
  globals: { locale: 'en' },
  parameters: {
    remix: {
      ...remix(hotelPage),
      loaderError: () => new Response(null, { status: 404 }),
      ErrorBoundary,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('hotel-not-found')).toBeVisible();
  },
};
