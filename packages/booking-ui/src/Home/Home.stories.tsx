import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { countries, currencies, destinations } from '../stories/home-fixtures';
import { CurrencyBand } from './CurrencyBand';
import { DestinationArt } from './DestinationArt';
import { DestinationChooser } from './DestinationChooser';
import { DestinationGrid } from './DestinationGrid';
import {
  AppPromotion,
  ExtraServices,
  PartnerLogos,
  RotatingBanner,
  TrendingHotels,
} from './Discovery';
import { HomeHero } from './HomeHero';
import { Container } from './layout';
import { WhyBookDirect } from './WhyBookDirect';

const meta = {
  title: 'Home/Sections',
  decorators: [
    (Story) => (
      <Container style={{ paddingBlock: 24 }}>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tagline, title and three postcards in contrasting colours. */
export const Hero: Story = {
  globals: { locale: 'en' },
  render: () => <HomeHero destinations={destinations} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hotels and guesthouses, booked direct' }),
    ).toBeVisible();
  },
};

export const HeroChinese: Story = {
  globals: { locale: 'zh' },
  render: () => <HomeHero destinations={destinations} />,
};

/** Without a search box the destinations are links to their hotels. */
export const ChooserWithoutSearch: Story = {
  globals: { locale: 'en' },
  render: () => <DestinationChooser destinations={destinations} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Japan' })).toHaveAttribute(
      'href',
      '/hotel/search?region_name=Japan',
    );
    await expect(canvas.getByRole('link', { name: /Find Hotels/ })).toHaveAttribute(
      'href',
      '/hotel/search?region_name=Greece',
    );
  },
};

/** With the site's search box, the box alone. */
export const ChooserWithSearch: Story = {
  globals: { locale: 'zh' },
  render: () => (
    <DestinationChooser destinations={destinations}>
      <input aria-label="search" placeholder="…" />
    </DestinationChooser>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'search' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '日本' })).toBeNull();
  },
};

export const WhyDirect: Story = {
  globals: { locale: 'en' },
  render: () => <WhyBookDirect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Why book direct' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    // Only what the product does today: no online check-in yet, cancellation by its real rule.
    await expect(canvas.getByRole('heading', { name: 'Reviews from real guests' })).toBeVisible();
    await expect(
      canvas.getByText(/until 23:59:59 hotel time, 5 days before arrival/),
    ).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/check[- ]?in|key[- ]?box/i);
  },
};

export const WhyDirectChinese: Story = {
  globals: { locale: 'zh' },
  render: () => <WhyBookDirect />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '真实住客点评' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/在线入住|线上入住|自助入住|密码箱|钥匙/);
  },
};

export const Destinations: Story = {
  globals: { locale: 'en' },
  render: () => <DestinationGrid destinations={destinations} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('希腊')).toHaveAttribute('lang', 'zh-CN');
  },
};

export const NoDestinations: Story = {
  globals: { locale: 'en' },
  render: () => <DestinationGrid destinations={[]} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No destinations are open for booking yet.'),
    ).toBeVisible();
  },
};

/** Trending hotels by country; more cards on demand. */
export const Trending: Story = {
  globals: { locale: 'en' },
  render: () => <TrendingHotels countries={countries} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each card's price in its currency's own decimals: two for euros, none for yen.
    await expect(canvas.getByText('€89.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Japan' }));
    await expect(canvas.getByText('¥18,200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Greece' }));
    const before = canvas.getAllByRole('article').length;
    const more = canvas.queryByRole('button', { name: /more/i });
    if (more) {
      await userEvent.click(more);
      await expect(canvas.getAllByRole('article').length).toBeGreaterThan(before);
    }
  },
};

export const TrendingChinese: Story = {
  globals: { locale: 'zh' },
  render: () => <TrendingHotels countries={countries} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€89.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Japan' }));
    await expect(canvas.getByText('¥18,200')).toBeVisible();
  },
};

export const Banner: Story = { globals: { locale: 'en' }, render: () => <RotatingBanner /> };

export const Services: Story = { globals: { locale: 'zh' }, render: () => <ExtraServices /> };

/** There is no app yet: the promotion sends people to the site on their phone. */
export const AppPromo: Story = {
  globals: { locale: 'en' },
  render: () => <AppPromotion qrValue="https://book.example/download_app" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Use it on your phone/ })).toHaveAttribute(
      'href',
      '/download_app',
    );
    await expect(canvasElement).not.toHaveTextContent(/check[- ]?in|key[- ]?box|download/i);
  },
};

export const AppPromoChinese: Story = {
  globals: { locale: 'zh' },
  render: () => <AppPromotion qrValue="https://book.example/download_app" />,
};

export const Partners: Story = { globals: { locale: 'en' }, render: () => <PartnerLogos /> };

export const Currencies: Story = {
  globals: { locale: 'en' },
  render: () => <CurrencyBand currencies={currencies} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: /currenc/i })).toBeVisible();
    await expect(canvas.getByText('EUR')).toBeVisible();
  },
};

/** Each home country drawn in its own colours. */
export const Art: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 160px)', gap: 12 }}>
      {(['greece', 'japan', 'thailand', 'portugal', 'other'] as const).map((palette) => (
        <div key={palette} style={{ width: 160, height: 110 }}>
          <DestinationArt palette={palette} />
        </div>
      ))}
    </div>
  ),
};

export const HeroPhone: Story = {
  ...HeroChinese,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};

/** Long Chinese hotel names wrap inside the trending cards. */
export const TrendingLongChineseText: Story = {
  globals: { locale: 'zh' },
  render: () => (
    <TrendingHotels
      countries={countries.map((country) => ({
        ...country,
        hotels: country.hotels.map((hotel) => ({
          ...hotel,
          name: '雅典卫城脚下百年石屋精品酒店（普拉卡老城区步行五分钟可达）',
          city: '雅典',
        })),
      }))}
    />
  ),
};

export const TrendingPhone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  render: () => <TrendingHotels countries={countries} />,
};
