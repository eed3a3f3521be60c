import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Translated } from '../../../../../packages/booking-ui/src/stories/Translated';
import { Panel } from '../booking/layout';
import { CheckinFrame, CheckinUnavailable } from './layout';

const meta = {
  title: 'Booking site/Check-in/Frame',
  component: CheckinFrame,
  args: {
    step: 2,
    title: 'Online check-in',
    children: (
      <Panel>
        <p>
          <Translated k="checkin:guests_intro" />
        </p>
      </Panel>
    ),
  },
} satisfies Meta<typeof CheckinFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The narrow column, the title, the three steps (the current one marked) and the content. */
export const Step: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A refusal shows as a toast over the page. */
export const WithToast: Story = {
  globals: { locale: 'en' },
  args: { toast: { message: 'Please add the second guest’s nationality.', id: 1 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Please add the second guest’s nationality.'),
    ).toBeVisible();
  },
};

/** A step that cannot go on: why, and the way back to step 1. */
export const Unavailable: Story = {
  globals: { locale: 'en' },
  args: {
    children: <CheckinUnavailable message="Online check-in opens at 00:00 on your arrival day." />,
  },
  parameters: { remix: { url: '/checkin_apply' } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('checkin-unavailable');
    await expect(within(panel).getByRole('link')).toHaveAttribute('href', '/checkin');
  },
};

export const LongChineseText: Story = {
  args: {
    title: '在线办理入住（请在抵达当天零点之后填写每间客房全部入住人的证件信息）',
    intro: '为保证入住顺利，请确认每位入住人的姓名、国籍与证件号码与其所持证件完全一致。',
  },
};

export const Phone: Story = { globals: { locale: 'zh', viewport: { value: 'phone' } } };
