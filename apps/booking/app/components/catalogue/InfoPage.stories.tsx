import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Translated } from '../../../../../packages/booking-ui/src/stories/Translated';
import { Actions, Button, InfoPage, QrCode } from './InfoPage';

const meta = {
  title: 'Booking site/Pages/Info page',
  component: InfoPage,
  tags: ['page'],
  args: {
    title: 'About us',
    children: (
      <>
        <p>
          <Translated k="pages:about_body" />
        </p>
        <Actions>
          <Button href="/">
            <Translated k="common:back_home" />
          </Button>
        </Actions>
      </>
    ),
  },
} satisfies Meta<typeof InfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** About, privacy, terms, refund, contact and download share this frame. */
export const About: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'About us' }),
    ).toBeVisible();
  },
};

/** The download page: the site's address as a QR code for the phone. */
export const Download: Story = {
  args: {
    title: '下载 App',
    children: (
      <>
        <p>
          <Translated k="pages:download_slogan" />
        </p>
        <Actions>
          <QrCode value="https://book.example" size={160} label="https://book.example" />
        </Actions>
      </>
    ),
  },
};

/** Long Chinese paragraphs keep a readable measure and wrap. */
export const LongChineseText: Story = {
  args: {
    title: '隐私政策与个人信息保护说明（适用于全部直订酒店及其合作伙伴）',
    children: (
      <>
        <p>
          我们非常重视您的个人信息与隐私保护。在您使用本网站预订酒店、注册会员、办理在线入住或联系客服时，我们会按照本政策收集和使用必要的信息，包括您的姓名、联系方式、证件信息以及入住日期。我们只会在提供服务所必需的范围内处理这些信息，并采取符合行业标准的安全措施保护它们不被泄露、篡改或丢失。
        </p>
        <p>
          如您对本政策有任何疑问，或希望查阅、更正、删除您的个人信息，请通过页面底部的联系方式与我们联系，我们将在十五个工作日内答复。
        </p>
      </>
    ),
  },
};

export const Phone: Story = {
  ...LongChineseText,
  globals: { locale: 'zh', viewport: { value: 'phone' } },
};
