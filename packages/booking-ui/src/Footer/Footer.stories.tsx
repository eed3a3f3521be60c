import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brandOf } from '../../../../.storybook/brands';
import { BookingUiProvider } from '../BookingUiProvider/BookingUiProvider';
import { Translated } from '../stories/Translated';
import { Footer, type FooterLinkGroup } from './Footer';

/** Content the booking app would pass: its top destinations, already translated. */
const destinations: Record<'zh' | 'en', FooterLinkGroup> = {
  zh: {
    title: <Translated k="common:top_destinations" />,
    links: [
      { label: '希腊 · 雅典', href: '/hotel/search?city_id=1' },
      { label: '葡萄牙 · 里斯本', href: '/hotel/search?city_id=2' },
      { label: '日本 · 京都', href: '/hotel/search?city_id=3' },
      { label: '泰国 · 清迈', href: '/hotel/search?city_id=4' },
    ],
  },
  en: {
    title: <Translated k="common:top_destinations" />,
    links: [
      { label: 'Athens, Greece', href: '/hotel/search?city_id=1' },
      { label: 'Lisbon, Portugal', href: '/hotel/search?city_id=2' },
      { label: 'Kyoto, Japan', href: '/hotel/search?city_id=3' },
      { label: 'Chiang Mai, Thailand', href: '/hotel/search?city_id=4' },
    ],
  },
};

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    links: {
      aboutUs: '/about',
      contact: '/contact',
      privacy: '/privacy',
      terms: '/terms',
      refundPolicy: '/refund',
    },
    qrValue: 'https://bookdirect.example/mini-program',
    year: 2025,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels come from `common:*`, hrefs and the QR value from the host. */
export const Default: Story = {
  render: (args, { globals }) => (
    <Footer {...args} linkGroups={[destinations[globals.locale === 'en' ? 'en' : 'zh']]} />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const brand = brandOf(globals);
    await expect(canvas.getByRole('link', { name: /关于我们|About us/ })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(canvas.getByRole('link', { name: /退款政策|Refund policy/ })).toHaveAttribute(
      'href',
      '/refund',
    );
    await expect(
      canvas.getByRole('img', { name: /在手机上打开网站|open the site on your phone/ }),
    ).toBeVisible();
    await expect(canvas.getByText(`© 2025 ${brand.name}`, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: brand.contact.email })).toHaveAttribute(
      'href',
      `mailto:${brand.contact.email}`,
    );
  },
};

export const English: Story = { render: Default.render, globals: { locale: 'en' } };

/** Only the standard pages, no host columns. */
export const CompanyLinksOnly: Story = {};

/** Long Chinese brand, address and column text must wrap, never overflow. */
export const LongChineseText: Story = {
  globals: { locale: 'zh' },
  args: {
    tagline: '官网直订享会员专属价格，每一次入住都可累积积分，积分可在下次预订时直接抵扣房费。',
    linkGroups: [
      {
        title: '热门目的地与精选酒店',
        links: [
          { label: '希腊雅典卫城附近的精品酒店', href: '/hotel/search?city_id=1' },
          { label: '葡萄牙里斯本阿尔法玛老城民宿', href: '/hotel/search?city_id=2' },
          { label: '日本京都祇园町家旅馆', href: '/hotel/search?city_id=3' },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <BookingUiProvider
        globalStyle={false}
        brand={{
          name: '云栖山居精品酒店与度假村集团',
          contact: {
            email: 'reservations@yunqi-shanju-hotels.example',
            phone: '+86 571 8888 6666',
            address: '浙江省杭州市西湖区龙井路 88 号云栖山居精品酒店与度假村集团总部大楼 12 层',
          },
        }}
      >
        <Story />
      </BookingUiProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    // Nothing may push the page sideways on a long line.
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** Every link is a tap target at least 24 px tall on a phone, in either language. */
async function linksTallEnough(canvasElement: HTMLElement) {
  const links = within(canvasElement).getAllByRole('link');
  await expect(links.length).toBeGreaterThan(8);
  const short = links
    .filter((link) => link.getBoundingClientRect().height < 24)
    .map((link) => link.textContent);
  await expect(short).toEqual([]);
}

export const Mobile: Story = {
  render: Default.render,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await linksTallEnough(canvasElement);
  },
};

export const MobileEnglish: Story = {
  render: Default.render,
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'About us' })).toBeVisible();
    await linksTallEnough(canvasElement);
  },
};

/** A QR image supplied by the hotel group instead of one drawn from `qrValue`. */
export const QrImage: Story = {
  args: {
    qrValue: undefined,
    qrSrc: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" fill="#fff"/><circle cx="64" cy="64" r="40" fill="#1aad19"/><circle cx="64" cy="64" r="16" fill="#fff"/></svg>',
    )}`,
  },
};

export const AlternativeBrand: Story = {
  render: Default.render,
  globals: { brand: 'lotus', locale: 'en' },
};
