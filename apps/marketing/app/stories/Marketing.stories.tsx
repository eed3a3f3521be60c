import { MAIN_ID } from '@bookdirect/app-shell';
import { defaultBrand } from '@bookdirect/booking-ui';
import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import {
  countries,
  holdOutcome,
  intentions,
} from '../../../../packages/booking-ui/src/stories/franchise-fixtures';
import { type loader as rootLoader, SiteFooter, SiteHeader } from '../root';
import MarketingHome, { type loader } from '../routes/_index';

const rootData: SerializeFrom<typeof rootLoader> = {
  locale: 'zh',
  brand: defaultBrand,
  bookingUrl: 'https://book.example',
};

const home: SerializeFrom<typeof loader> = { countries, intentions, outcome: null };

const remix = (loaderData: SerializeFrom<typeof loader>, url = '/'): RemixParameters => ({
  url,
  loaderData,
  rootData,
});

/** The marketing site as a visitor sees it: its header, the franchise page, its footer. */
function Site() {
  return (
    <>
      <SiteHeader />
      <main id={MAIN_ID}>
        <MarketingHome />
      </main>
      <SiteFooter bookingUrl={rootData.bookingUrl} />
    </>
  );
}

const meta = {
  title: 'Marketing site/Pages/Home',
  component: Site,
  tags: ['page'],
  parameters: { remix: remix(home) },
  // An outcome's toast stays for its picture.
  beforeEach: holdOutcome,
} satisfies Meta<typeof Site>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sections are anchors of the one page; the header links to them. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getAllByRole('navigation')[0] as HTMLElement);
    await expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['#home', '#brand', '#financial', '#join']),
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My Trips' })).toHaveAttribute(
      'href',
      'https://book.example/order_list',
    );
  },
};

/** Back from an application sent without JavaScript: the thanks shows at once. */
export const ApplicationSent: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix({ ...home, outcome: 'success' }, '/?done=application') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('toast')).toBeVisible();
  },
};

/** The catalogue could not give the countries or intentions: the form still shows. */
export const NoRegions: Story = {
  globals: { locale: 'en' },
  parameters: { remix: remix({ ...home, countries: [], intentions: [] }) },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
