import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFound from '../routes/$';
import AboutPage from '../routes/about';
import ContactPage from '../routes/contact';
import DownloadApp from '../routes/download_app';
import PayResultPage from '../routes/dxuser.order.payresult';
import PrivacyPage from '../routes/privacy';
import RefundPage from '../routes/refund';
import TermsPage from '../routes/terms';
import { paidOrder, rootData } from './fixtures';

const meta = {
  title: 'Booking site/Pages/Site pages',
  tags: ['page'],
  parameters: { remix: { url: '/about', rootData } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = { render: () => <AboutPage /> };

/** The brand's own e-mail, phone and address. */
export const Contact: Story = {
  globals: { locale: 'en' },
  render: () => <ContactPage />,
  parameters: { remix: { url: '/contact', rootData } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: rootData.brand.contact.email }),
    ).toHaveAttribute('href', `mailto:${rootData.brand.contact.email}`);
  },
};

export const Privacy: Story = {
  render: () => <PrivacyPage />,
  parameters: { remix: { url: '/privacy', rootData } },
};

export const Terms: Story = {
  globals: { locale: 'en' },
  render: () => <TermsPage />,
  parameters: { remix: { url: '/terms', rootData } },
};

export const Refund: Story = {
  render: () => <RefundPage />,
  parameters: { remix: { url: '/refund', rootData } },
};

/** No app of the brand's own: the site on the phone, by QR code. */
export const Download: Story = {
  render: () => <DownloadApp />,
  parameters: { remix: { url: '/download_app', rootData } },
};

/** With the brand's apps: their store buttons above the code. */
export const DownloadWithApps: Story = {
  globals: { locale: 'en' },
  render: () => <DownloadApp />,
  parameters: {
    remix: {
      url: '/download_app',
      rootData: {
        ...rootData,
        brand: {
          ...rootData.brand,
          apps: {
            appStore: 'https://apps.apple.com/app/id000000000',
            googlePlay: 'https://play.google.com/store/apps/details?id=example.hotels',
          },
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** Where some payment providers come back to: paid, and the way to the order. */
export const PaymentReturn: Story = {
  globals: { locale: 'en' },
  render: () => <PayResultPage />,
  parameters: {
    remix: {
      url: `/dxuser/order/payresult?orderId=${paidOrder.orderId}`,
      loaderData: { orderId: paidOrder.orderId },
      rootData,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog')).toBeVisible();
  },
};

/** A path no route claims: the shared not-found page. */
export const PageNotFound: Story = {
  render: () => <p>—</p>,
  parameters: {
    remix: {
      url: '/no/such/page',
      rootData,
      loaderError: () => new Response(null, { status: 404 }),
      ErrorBoundary: NotFound,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const ContactPhone: Story = {
  ...Contact,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
