import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { brandOf } from '../../../../.storybook/brands';
import { BookingUiProvider } from '../BookingUiProvider/BookingUiProvider';
import { Button } from '../Button/Button';
import { CurrencySwitch } from '../Currency/CurrencySwitch';
import { Translated } from '../stories/Translated';
import { defaultBrand } from '../theme/brand';
import { Header } from './Header';

const PhoneIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </svg>
);

const TripsIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <rect x="3.5" y="7" width="17" height="12.5" rx="2.5" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7" />
  </svg>
);

/** What the booking app puts in the actions slot for a visitor (the spec's header). */
const bookingActions = (
  <>
    <a href="/download_app">
      <PhoneIcon />
      <Translated k="common:download_app" />
    </a>
    <a href="/order_list">
      <TripsIcon />
      <Translated k="common:my_trips" />
    </a>
    <Button size="sm" href="/login">
      <Translated k="common:sign_in" />
    </Button>
  </>
);

/** The marketing site's main links. */
const marketingNav = (
  <ul>
    <li>
      <a href="/" aria-current="page">
        <Translated k="marketing:nav_home" />
      </a>
    </li>
    <li>
      <a href="/brand">
        <Translated k="marketing:nav_brand" />
      </a>
    </li>
    <li>
      <a href="/financial">
        <Translated k="marketing:nav_financial" />
      </a>
    </li>
    <li>
      <a href="/join">
        <Translated k="marketing:nav_join" />
      </a>
    </li>
  </ul>
);

const Page = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.layout.gutter}`};
  min-height: 160vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const logoSvg = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="168" height="36" viewBox="0 0 168 36"><rect width="36" height="36" rx="10" fill="#7A2E3A"/><path d="M10 25l8-14 8 14z" fill="#F4E9DC"/><text x="46" y="24" font-family="Georgia, serif" font-size="19" fill="#3A1F24">Maison Azur</text></svg>',
)}`;

const meta = {
  title: 'Components/Header',
  component: Header,
  args: {
    homeHref: '/',
    languageAction: '/action/set-language',
    redirectTo: '/hotel/search?city_id=1',
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking app's header in Chinese: the switch posts `lng` to the language action. */
export const Chinese: Story = {
  args: { actions: bookingActions },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '切换语言' });
    const form = group.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/action/set-language');
    await expect(form).toHaveFormValues({ redirectTo: '/hotel/search?city_id=1' });
    const zh = within(group).getByRole('button', { name: '中文' });
    const en = within(group).getByRole('button', { name: 'EN' });
    await expect(zh).toHaveAttribute('aria-pressed', 'true');
    await expect(en).toHaveAttribute('aria-pressed', 'false');
    await expect(en).toHaveAttribute('type', 'submit');
    await expect(en).toHaveAttribute('name', 'lng');
    await expect(en).toHaveAttribute('value', 'en');
  },
};

export const English: Story = {
  args: { actions: bookingActions },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Switch language' });
    await expect(within(group).getByRole('button', { name: 'EN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: brandOf(globals).name })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'My Trips' })).toHaveAttribute(
      'href',
      '/order_list',
    );
  },
};

/** The marketing site: main links in the nav slot, a booking call to action. */
export const WithNavigation: Story = {
  args: {
    nav: marketingNav,
    actions: (
      <Button size="sm" variant="accent" href="https://booking.example/">
        <Translated k="marketing:hero_secondary" />
      </Button>
    ),
  },
};

/**
 * Main links and actions together. Between 768 and 1200 px the links move to a second row
 * and, under 1024 px, plain action links show only their icon.
 */
export const Crowded: Story = {
  args: { nav: marketingNav, actions: bookingActions },
};

/**
 * A nav of many links (a back office): `navRow="own"` keeps it on its own row at every
 * desktop width, wrapping when the links outgrow the row, so it never runs under the actions.
 */
export const OwnNavRow: Story = {
  args: {
    navRow: 'own',
    nav: (
      <ul>
        {[
          'Hotels',
          'Orders',
          'Front desk',
          'Reviews',
          'Reports',
          'Import',
          'Franchise leads',
          'Partners',
          'Staff',
          'Audit log',
        ].map((label, index) => (
          <li key={label}>
            <a href={`#${label}`} aria-current={index === 3 ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    ),
    actions: (
      <Button size="sm" variant="ghost">
        Sign out
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    const header = canvasElement.querySelector('header') as HTMLElement;
    // Every link is inside the header's width: nothing runs off or under the actions.
    for (const link of links) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
        header.getBoundingClientRect().right,
      );
    }
  },
};

/** Only the logo and the language switch, e.g. on the payment step. */
export const Minimal: Story = {};

/** Under 768 px the links and actions fold behind a menu button. */
export const Mobile: Story = {
  args: { nav: marketingNav, actions: bookingActions },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: /打开菜单|Open menu/ });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: /我的行程|My Trips/ })).toBeNull();

    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAccessibleName(/关闭菜单|Close menu/);
    const trips = await canvas.findByRole('link', { name: /我的行程|My Trips/ });
    await waitFor(() => expect(trips).toBeVisible());
    await expect(canvas.getByRole('navigation')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

/** The phone menu, open. */
export const MobileOpen: Story = {
  args: { nav: marketingNav, actions: bookingActions },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /打开菜单|Open menu/ }),
    );
  },
};

/** Another hotel group's brand: nothing in the header is the demo's. */
export const AlternativeBrand: Story = {
  args: { actions: bookingActions },
  globals: { brand: 'lotus' },
};

/** A brand with a logo image instead of the typographic logo. */
export const LogoImage: Story = {
  args: { actions: bookingActions },
  decorators: [
    (Story) => (
      <BookingUiProvider
        globalStyle={false}
        brand={{
          name: 'Maison Azur',
          logoSrc: logoSvg,
          colors: { primary: '#7A2E3A', accent: '#B5562C' },
          contact: defaultBrand.contact,
        }}
      >
        <Story />
      </BookingUiProvider>
    ),
  ],
};

/** Sticky over a long page; the skip link jumps to `#main`. */
export const Sticky: Story = {
  args: { actions: bookingActions, sticky: true },
  render: (args) => (
    <>
      <Header {...args} />
      <Page id="main">
        <Translated k="home:hero_subtitle" />
      </Page>
    </>
  ),
};

const currencySwitch = (
  <CurrencySwitch
    action="/currency"
    redirectTo="/hotel/search?city_id=1"
    currencies={[
      { code: 'CNY', symbol: '￥' },
      { code: 'EUR', symbol: '€' },
      { code: 'THB', symbol: '฿' },
      { code: 'JPY', symbol: '¥' },
      { code: 'USD', symbol: '$' },
      { code: 'MYR', symbol: 'RM' },
    ]}
    current="JPY"
    ratesDay={20261124}
  />
);

/** The booking app's header with the currency choice beside the language switch. */
export const WithCurrency: Story = {
  args: { actions: bookingActions, currencySwitch },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('¥ JPY'));
    const group = await canvas.findByRole('group', { name: 'Show prices in' });
    await expect(within(group).getByRole('button', { name: /JPY/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** On a phone the currency choice is in the menu. */
export const WithCurrencyMobile: Story = {
  args: { actions: bookingActions, currencySwitch },
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const summary = canvas.getByText('¥ JPY');
    await waitFor(() => expect(summary).toBeVisible());
    await userEvent.click(summary);
    await expect(await canvas.findByRole('group', { name: '价格显示为' })).toBeVisible();
  },
};

/** A long Chinese brand name: the logo shortens, the actions keep their place. */
export const LongChineseBrand: Story = {
  args: { actions: bookingActions },
  globals: { locale: 'zh' },
  decorators: [
    (Story) => (
      <BookingUiProvider
        globalStyle={false}
        brand={{ ...defaultBrand, name: '爱琴海与地中海精品度假酒店集团直订官方网站' }}
      >
        <Story />
      </BookingUiProvider>
    ),
  ],
};
