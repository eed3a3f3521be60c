import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Translated } from '../../../../../packages/booking-ui/src/stories/Translated';
import { MemberCard } from './layout';

const meta = {
  title: 'Booking site/Members/MemberCard',
  component: MemberCard,
  args: {
    title: 'Sign in',
    subtitle: 'Welcome back.',
    children: (
      <p>
        <Translated k="member:sign_in_subtitle" />
      </p>
    ),
  },
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A centred card with the page's heading; the forms go inside. */
export const Narrow: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeVisible();
  },
};

/** Wide, for lists (points, saved hotels). */
export const Wide: Story = { globals: { locale: 'en' }, args: { wide: true } };

export const LongChineseText: Story = {
  args: {
    title: '会员中心：管理您的个人资料、积分与收藏的酒店',
    subtitle: '修改资料后请点击保存，我们会用新的联系方式向您发送预订确认与入住信息。',
  },
};

/** Phones: no card, the content takes the width. */
export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
