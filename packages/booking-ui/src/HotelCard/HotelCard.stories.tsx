import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { FavoriteButton } from '../FavoriteButton/FavoriteButton';
import { HotelCard, HotelCardSkeleton } from './HotelCard';

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#2a6f97"/><rect y="190" width="400" height="110" fill="#f1e3c8"/><rect x="140" y="110" width="120" height="90" fill="#fff"/><circle cx="200" cy="100" r="30" fill="#1d4e89"/></svg>',
)}`;

const Frame = styled.div`
  max-width: 320px;
  padding: 16px;

  &[data-wide] {
    max-width: 960px;
  }
`;

const meta = {
  title: 'Catalogue/HotelCard',
  component: HotelCard,
  args: {
    href: '/hotel/detail?hotelId=1',
    name: 'Plaka Courtyard Suites',
    city: 'Athens',
    imageSrc: photo,
    score: 4.8,
    currency: 2,
    currencySymbol: '€',
    stayPrice: 128,
  },
  decorators: [
    (Story, { args }) => (
      <Frame data-wide={args.layout === 'row' ? '' : undefined}>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Plaka Courtyard Suites' })).toHaveAttribute(
      'href',
      '/hotel/detail?hotelId=1',
    );
    await expect(canvas.getByText('€128.00')).toBeVisible();
    await expect(canvas.getByText('Athens')).toBeVisible();
  },
};

/** A broken photo URL shows the fallback landscape; a hotel without a score says so. */
export const BrokenImageAndNoScore: Story = {
  args: { imageSrc: '/no/such/photo_3.jpg', score: undefined },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await waitFor(() => expect(img?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    await expect(within(canvasElement).getByText(/暂无评价|No reviews yet/)).toBeVisible();
  },
};

/** Results layout with address, tags and the call to action. */
export const Row: Story = {
  globals: { locale: 'en' },
  args: {
    layout: 'row',
    city: undefined,
    address: '14 Adrianou Street, Plaka, 105 55 Athens',
    tags: ['Acropolis view', 'Rooftop bar', 'Breakfast'],
    ctaLabel: 'View rates',
    stayPrice: 1280.5,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€1,280.50')).toBeVisible();
  },
};

/**
 * A three-night search: the cheapest room type costs 162 + 204 + 187 for the stay. The card
 * shows that total and its average per night, rounded down; "from" because other room types
 * cost more.
 */
export const StayTotal: Story = {
  globals: { locale: 'en' },
  args: { layout: 'row', ctaLabel: 'View rates', nights: 3, stayPrice: 553 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€184.33')).toBeVisible();
    await expect(canvas.getByText(/night on average/)).toBeVisible();
    await expect(canvas.getByTestId('stay-total')).toHaveTextContent('from €553.00 for 3 nights');
    await expect(canvas.getByTestId('stay-total')).toBeVisible();
  },
};

export const StayTotalChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    name: '普拉卡庭院套房酒店',
    city: '雅典',
    nights: 2,
    currency: 1,
    currencySymbol: '￥',
    stayPrice: 1399.99,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('￥699.99')).toBeVisible();
    await expect(within(canvasElement).getByText(/晚（均价）/)).toBeVisible();
    await expect(within(canvasElement).getByTestId('stay-total')).toHaveTextContent(
      '2 晚 ￥1,399.99 起',
    );
  },
};

/** Yen keep no decimals in the total either; the average rounds down to a whole yen. */
export const StayTotalYen: Story = {
  globals: { locale: 'en' },
  args: { city: 'Kyoto', currency: 4, currencySymbol: '¥', stayPrice: 70101, nights: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥35,050')).toBeVisible();
    await expect(within(canvasElement).getByTestId('stay-total')).toHaveTextContent(
      'from ¥70,101 for 2 nights',
    );
  },
};

/** One night: the nightly price is the total, so the card does not say it twice. */
export const OneNightNoTotal: Story = {
  globals: { locale: 'en' },
  args: { nights: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€128.00')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('stay-total')).toBeNull();
  },
};

/** Sold out for a long stay: no price, so no total. */
export const SoldOutNoTotal: Story = {
  globals: { locale: 'zh' },
  args: { nights: 5, stayPrice: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已售罄')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('stay-total')).toBeNull();
  },
};

export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  args: {
    name: '雅典卫城脚下普拉卡老城区庭院精品设计酒店与公寓式套房',
    city: '雅典',
    address: '希腊雅典普拉卡区阿德里亚努街 14 号，靠近卫城博物馆和蒙纳斯提拉奇广场',
    currency: 1,
    currencySymbol: '￥',
    stayPrice: 172839.52,
    nights: 14,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('hotel-card');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(canvasElement).getByText('￥12,345.68')).toBeVisible();
    await expect(within(canvasElement).getByTestId('stay-total')).toHaveTextContent(
      '14 晚 ￥172,839.52 起',
    );
  },
};

/** Yen has no minor unit: the price shows without decimals. */
export const Yen: Story = {
  globals: { locale: 'en' },
  args: { city: 'Kyoto', currency: 4, currencySymbol: '¥', stayPrice: 34900 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥34,900')).toBeVisible();
  },
};

export const YenChinese: Story = {
  globals: { locale: 'zh' },
  args: { city: '京都', currency: 4, currencySymbol: '¥', stayPrice: 34900 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥34,900')).toBeVisible();
  },
};

export const Loading: Story = { render: () => <HotelCardSkeleton /> };

export const Mobile: Story = {
  args: { layout: 'row', ctaLabel: 'View rates', nights: 4, stayPrice: 530.4 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Full on every night of the stay. */
export const SoldOut: Story = {
  globals: { locale: 'en' },
  args: { stayPrice: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sold out')).toBeVisible();
  },
};

/**
 * Under the results page's h1 each hotel is an h2, so axe's heading order holds (no h3
 * without an h2 above it).
 */
export const UnderResultsTitle: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <>
      <h1>Hotels in Athens</h1>
      <HotelCard {...args} />
      <HotelCard {...args} href="/hotel/detail?hotelId=2" name="Monastiraki Loft Rooms" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(['Plaka Courtyard Suites', 'Monastiraki Loft Rooms']);
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  },
};

export const UnderResultsTitleChinese: Story = {
  globals: { locale: 'zh' },
  args: { name: '普拉卡庭院套房酒店（雅典卫城步行五分钟，带屋顶露台与早餐）', city: '雅典' },
  render: (args) => (
    <>
      <h1>雅典的酒店</h1>
      <HotelCard {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: /普拉卡庭院套房酒店/ }),
    ).toBeVisible();
  },
};

const onSave = fn();

/** A member's card: the save button sits over the photo and takes its own press. */
export const WithSaveButton: Story = {
  globals: { locale: 'en' },
  args: {
    action: (
      <FavoriteButton
        type="button"
        saved
        hotelName="Plaka Courtyard Suites"
        onClick={(event) => {
          event.preventDefault();
          onSave();
        }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Save Plaka Courtyard Suites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(onSave).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Plaka Courtyard Suites' })).toBeVisible();
  },
};
