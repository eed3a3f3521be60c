import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FavoriteList, type SavedHotel } from './FavoriteList';

const photo = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/><rect y="190" width="400" height="110" fill="#f1e3c8"/></svg>`,
  )}`;

const HOTELS: SavedHotel[] = [
  {
    id: 1,
    favoriteId: 11,
    href: '/hotel/detail?hotelId=1',
    name: 'Acropolis View Hotel',
    address: '1 Acropolis View Street, Athens',
    imageSrc: photo('#2a6f97'),
    score: 4.8,
    currency: 2,
    currencySymbol: '€',
    stayPrice: 215.5,
    tags: ['Great view', 'City centre'],
  },
  {
    id: 2,
    favoriteId: 12,
    href: '/hotel/detail?hotelId=2',
    name: 'Gion Machiya Inn',
    address: 'Gion, Kyoto',
    imageSrc: photo('#a63d40'),
    score: 4.6,
    currency: 4,
    currencySymbol: '¥',
    stayPrice: null,
  },
];

const meta = {
  title: 'Members/FavoriteList',
  component: FavoriteList,
  args: {
    hotels: HOTELS,
    nights: 2,
    pricesFor: 'Prices for 12 – 14 May (2 nights)',
    removeAction: '/user_favorite',
    searchHref: '/hotel/search',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FavoriteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved hotels priced for the stay, each with its Remove form. */
export const Saved: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('favorite-item')).toHaveLength(2);
    // Two nights for €215.50: €107.75 a night on average.
    await expect(canvas.getByText('€107.75')).toBeVisible();
    await expect(canvas.getByText('from €215.50 for 2 nights')).toBeVisible();
    const remove = canvas.getByRole('button', {
      name: 'Remove Acropolis View Hotel from saved hotels',
    });
    await expect(remove).toHaveAttribute('type', 'submit');
    const form = remove.closest('form');
    await expect(form).toHaveAttribute('action', '/user_favorite');
    await expect(form?.querySelector('input[name=favoriteId]')).toHaveValue('11');
  },
};

/** Nothing saved yet: what the heart does, and the way to the search. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { hotels: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No saved hotels yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find hotels' })).toHaveAttribute(
      'href',
      '/hotel/search',
    );
  },
};

/** In Chinese, with a long name. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    pricesFor: '5月12日 至 5月14日 的价格（2 晚）',
    hotels: [
      { ...HOTELS[0], name: '雅典卫城景观精品酒店（普拉卡历史街区店）' } as SavedHotel,
      HOTELS[1] as SavedHotel,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: '取消收藏雅典卫城景观精品酒店（普拉卡历史街区店）',
      }),
    ).toBeVisible();
  },
};

/** A removal in flight. */
export const Removing: Story = {
  globals: { locale: 'en' },
  args: { removing: [11] },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'zh' },
};

export const EmptyMobile: Story = {
  args: { hotels: [] },
  globals: { viewport: { value: 'phone', isRotated: false }, locale: 'zh' },
};
