import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FALLBACK_IMAGE } from '../internal/fallback-image';
import { orderPageColumn } from '../stories/order-page';
import { CheckinGuide } from './CheckinGuide';

const meta = {
  title: 'Check-in/CheckinGuide',
  component: CheckinGuide,
  args: {
    images: [FALLBACK_IMAGE],
    registerHref: '/register',
    financialHref: 'https://franchise.example/#financial',
  },
  decorators: [orderPageColumn],
} satisfies Meta<typeof CheckinGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImages: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Check-in guide, picture 1' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'See' })).toHaveAttribute(
      'href',
      'https://franchise.example/#financial',
    );
  },
};

/** A hotel without guide pictures: the page says so. */
export const EmptyChinese: Story = {
  globals: { locale: 'zh' },
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('该酒店暂未提供入住指南。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '注册' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};

export const PhoneChinese: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
};
