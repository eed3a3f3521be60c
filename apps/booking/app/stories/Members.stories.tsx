import type { SerializeFrom } from '@remix-run/node';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { RemixParameters } from '../../../../.storybook/remix-parameters';
import LoginPage, { type loader as loginLoader } from '../routes/login';
import RegisterPage from '../routes/register';
import ResetPasswordPage from '../routes/reset_pwd';
import UserCenterPage, { type loader as profileLoader } from '../routes/user_center';
import UserCreditsPage, { type loader as pointsLoader } from '../routes/user_credits';
import UserFavoritePage, { type loader as savedLoader } from '../routes/user_favorite';
import { athensHotels, longChineseHotel, memberRootData, rootData, stay } from './fixtures';

const profile: SerializeFrom<typeof profileLoader> = {
  user: {
    name: 'Lin Wei',
    email: 'lin.wei@example.com',
    mobile: '+8613800138000',
    birthday: 19880304,
    gender: 1,
    edu_id: 4,
    industery_id: 2,
    credits: 1250,
    level: 2,
    nights: 12,
    marketing_consent: 0,
  },
};

const points: SerializeFrom<typeof pointsLoader> = {
  page: 1,
  pageCount: 2,
  level: 2,
  nights: 12,
  balance: 1250,
  entries: [
    {
      id: 5,
      operate: 1,
      credits: 384,
      createTime: 1_779_261_840,
      orderId: 'K7Q2M9XA4TB8N3WZ5RCD',
      expireTime: 1_842_333_840,
    },
    {
      id: 4,
      operate: 2,
      credits: -500,
      createTime: 1_776_000_000,
      orderId: 'P3N8Q2WX7KD4M9TB5RCA',
      expireTime: 0,
    },
    {
      id: 3,
      operate: 1,
      credits: 1366,
      createTime: 1_770_000_000,
      orderId: 'R5T2W8KQ3NX9M4DB7CPA',
      expireTime: 1_833_072_000,
    },
  ],
};

const saved: SerializeFrom<typeof savedLoader> = {
  hotels: athensHotels.slice(0, 3).map((hotel, i) => ({ ...hotel, favoriteId: 301 + i })),
  total: 3,
  page: 1,
  pageCount: 1,
  stay,
  dates: { start: '12 Jun', end: '15 Jun' },
};

const remix = (url: string, loaderData: unknown, more: Partial<RemixParameters> = {}) =>
  ({ url, loaderData, rootData: memberRootData, ...more }) satisfies RemixParameters;

const meta = {
  title: 'Booking site/Pages/Members',
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn: SerializeFrom<typeof loginLoader> = { redirectTo: null };

/** Sign in with e-mail and password. */
export const SignIn: Story = {
  render: () => <LoginPage />,
  parameters: { remix: remix('/login', signIn, { rootData }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Sent here from a members' page: it says why, and goes back there after. */
export const SignInToContinue: Story = {
  globals: { locale: 'en' },
  render: () => <LoginPage />,
  parameters: {
    remix: remix('/login?redirectTo=%2Forder_list', { redirectTo: '/order_list' }, { rootData }),
  },
};

/** A wrong password: the gateway's words above the form. */
export const SignInRefused: Story = {
  globals: { locale: 'en' },
  render: () => <LoginPage />,
  parameters: {
    remix: remix('/login', signIn, {
      rootData,
      action: () => ({
        message: 'The e-mail or password is not right.',
        tone: 'error',
        values: { email: 'lin.wei@example.com' },
        at: 1,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'lin.wei@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('The e-mail or password is not right.')).toBeVisible();
  },
};

export const Register: Story = {
  render: () => <RegisterPage />,
  parameters: { remix: remix('/register', null, { rootData }) },
};

export const ResetPassword: Story = {
  globals: { locale: 'en' },
  render: () => <ResetPasswordPage />,
  parameters: { remix: remix('/reset_pwd', null) },
};

/** The member's profile, the e-mail fixed, the rest editable. */
export const Profile: Story = {
  render: () => <UserCenterPage />,
  parameters: { remix: remix('/user_center', profile) },
};

/** Points: the level, the balance and the ledger a page at a time. */
export const Points: Story = {
  globals: { locale: 'en' },
  render: () => <UserCreditsPage />,
  parameters: { remix: remix('/user_credits', points) },
};

/** No points yet. */
export const PointsEmpty: Story = {
  globals: { locale: 'en' },
  render: () => <UserCreditsPage />,
  parameters: {
    remix: remix('/user_credits', {
      ...points,
      pageCount: 1,
      balance: 0,
      nights: 0,
      level: 1,
      entries: [],
    }),
  },
};

/** Saved hotels with their prices for the stay being searched. */
export const SavedHotels: Story = {
  globals: { locale: 'en' },
  render: () => <UserFavoritePage />,
  parameters: { remix: remix('/user_favorite', saved) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('favorites-count')).toHaveTextContent('3');
  },
};

/** Nothing saved yet: a way to the hotels. */
export const SavedHotelsEmpty: Story = {
  globals: { locale: 'en' },
  render: () => <UserFavoritePage />,
  parameters: { remix: remix('/user_favorite', { ...saved, hotels: [], total: 0 }) },
};

export const SavedHotelsLongChineseText: Story = {
  globals: { locale: 'zh' },
  render: () => <UserFavoritePage />,
  parameters: {
    remix: remix('/user_favorite', {
      ...saved,
      hotels: [{ ...longChineseHotel, favoriteId: 309 }, ...saved.hotels],
      total: 4,
      dates: { start: '6月12日', end: '6月15日' },
    }),
  },
};

export const SignInPhone: Story = {
  ...SignIn,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};

export const ProfilePhone: Story = {
  ...Profile,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
