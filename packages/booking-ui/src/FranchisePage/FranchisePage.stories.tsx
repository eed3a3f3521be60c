import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { children, countries, holdOutcome, intentions } from '../stories/franchise-fixtures';
import { BookingBand } from './BookingBand';
import { BrandStory } from './BrandStory';
import { FranchisePage } from './FranchisePage';

const meta = {
  title: 'Marketing/FranchisePage',
  component: FranchisePage,
  tags: ['page'],
  // An outcome's toast stays for its picture.
  beforeEach: holdOutcome,
  args: {
    bookingUrl: 'https://book.example',
    contact: { phone: '+30 210 555 0142', email: 'partners@bookdirect.example' },
    countries,
    intentions,
    action: '/?index#join',
    submitApplication: fn(async () => ({ rec: 0 })),
    submitMessage: fn(async () => ({ rec: 0 })),
    loadRegions: fn(async (pid: number) => children[pid] ?? []),
  },
} satisfies Meta<typeof FranchisePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole franchise site; the hero's call to action opens the form in a dialog. */
export const Page: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Financial services for hotel owners' }),
    ).toBeVisible();
    const apply = canvas.getByTestId('apply-cta');
    await expect(apply).toHaveAttribute('href', '#join');
    await userEvent.click(apply);
    const dialog = await canvas.findByRole('dialog', { name: 'Apply to join' });
    await expect(within(dialog).getByTestId('franchise-form-modal')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** Back from a message sent without JavaScript: the thanks shows at once. */
export const MessageSent: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('toast')).toHaveTextContent(
      'Thank you for your message',
    );
  },
};

/** A refused message: the consult form says so in red, at once (role alert). */
export const MessageRefused: Story = {
  globals: { locale: 'en' },
  args: { submitMessage: fn(async () => ({ rec: 1 })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Leave a message' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Leave us a message' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Wang Fang');
    await userEvent.type(within(dialog).getByLabelText('How to reach you'), 'wang@example.com');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Please call me on Monday.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.submitMessage).toHaveBeenCalledOnce());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Submit failed');
  },
};

/** Posted without JavaScript with errors: the form shows them by its fields. */
export const PostedWithErrors: Story = {
  globals: { locale: 'zh' },
  args: {
    posted: {
      form: 'franchise',
      values: {
        name: '',
        mobile: '12ab',
        country_id: '2',
        province_id: '',
        city_id: '',
        will_level_id: '',
        remark: '',
      },
      provinces: children[2] ?? [],
      cities: [],
      errors: { name: 'franchise:name_required', mobile: 'franchise:phone_format' },
    },
  },
};

/** The word to travellers, between the hero and the brand story. */
export const Booking: Story = {
  globals: { locale: 'en' },
  render: (args) => <BookingBand bookingUrl={args.bookingUrl} />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://book.example');
  },
};

/** Why hotels join, in four slides; the next-slide button turns them. */
export const Brand: Story = {
  globals: { locale: 'en' },
  render: () => <BrandStory />,
  play: async ({ canvasElement }) => {
    const carousel = within(canvasElement).getByTestId('carousel');
    const active = () => carousel.querySelector('[data-active="true"]');
    await waitFor(() => expect(carousel).toHaveAttribute('data-enhanced', 'true'));
    await expect(active()).toHaveAttribute('aria-label', '1 of 4');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    await expect(active()).toHaveAttribute('aria-label', '2 of 4');
  },
};

export const BrandChinese: Story = { globals: { locale: 'zh' }, render: () => <BrandStory /> };

/** Phones: every band in one column, the header's menu behind its button. */
export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
