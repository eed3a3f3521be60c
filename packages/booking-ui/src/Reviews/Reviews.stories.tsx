import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type ReviewItem, Reviews, type ReviewsProps } from './Reviews';

const DAY = 86_400;
/** 1 March 2026, 09:00 UTC. */
const MARCH_1 = 1_772_355_600;

const latest: ReviewItem[] = [
  {
    id: 12,
    score: 9,
    content:
      'Spotless room, a comfortable bed and staff who remembered our names from the second day. The perfect base for exploring Plaka.',
    nickname: 'Alex D.',
    createTime: MARCH_1,
  },
  {
    id: 11,
    score: 10,
    content: '住了四晚，完全不想走。早餐丰盛，晚上很安静，去雅典各个景点都很近。',
    nickname: '王**',
    createTime: MARCH_1 - 9 * DAY,
  },
  {
    id: 10,
    score: 7,
    content:
      'Comfortable stay and a great location.\nThe shower took a while to warm up, but the staff were helpful with everything we asked.',
    nickname: 'Guest',
    createTime: MARCH_1 - 40 * DAY,
  },
];

const older: ReviewItem[] = [
  {
    id: 9,
    score: 8,
    content: 'Good value for Athens. The room was smaller than expected but clean.',
    nickname: 'Sophie M.',
    createTime: MARCH_1 - 70 * DAY,
  },
  {
    id: 8,
    score: 9,
    content: '和图片一模一样。工作人员热情，网速很快，步行就能到主要景点。',
    nickname: '陈*',
    createTime: MARCH_1 - 95 * DAY,
  },
];

const meta = {
  title: 'Catalogue/Reviews',
  component: Reviews,
  args: {
    total: 12,
    average: 8.6,
    reviews: latest,
    moreHref: '/hotel/detail?hotelId=7&reviewPage=2#reviews',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, margin: '0 auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Reviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count, the average out of 10, the latest reviews with who and when, and a real link to more. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Guest reviews' })).toBeVisible();
    await expect(canvas.getByText('12 reviews')).toBeVisible();
    await expect(canvas.getByText('8.6 / 10')).toBeVisible();
    await expect(canvas.getByText('Average score 8.6 out of 10')).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByText('Alex D., 1 Mar 2026')).toBeVisible();
    await expect(
      within(items[0] as HTMLElement).getByText('Rated 9 out of 10'),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/早餐丰盛/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show more reviews' })).toHaveAttribute(
      'href',
      '/hotel/detail?hotelId=7&reviewPage=2#reviews',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '住客评价' })).toBeVisible();
    await expect(canvas.getByText('12 条评价')).toBeVisible();
    await expect(canvas.getByText('Alex D.，2026年3月1日')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看更多评价' })).toBeVisible();
  },
};

/** One review: the singular, and no link when there is nothing more. */
export const One: Story = {
  globals: { locale: 'en' },
  args: { total: 1, average: 9, reviews: latest.slice(0, 1), moreHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 review')).toBeVisible();
    await expect(canvas.getByText('9.0 / 10')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/**
 * The hotel's replies under their reviews, as written and marked with their own language
 * (a Chinese reply to an English review stays Chinese on the English page).
 */
export const HotelReply: Story = {
  globals: { locale: 'en' },
  args: {
    total: 2,
    average: 9.5,
    moreHref: undefined,
    reviews: [
      {
        ...(latest[0] as ReviewItem),
        reply: 'Thank you, Alex! We are glad Plaka felt like home. See you next spring.',
        replyLang: 'en',
      },
      {
        ...(latest[1] as ReviewItem),
        reply: '感谢您的入住和好评，期待您再次光临！',
        replyLang: 'zh',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(
      within(items[0] as HTMLElement).getByRole('heading', { name: 'Reply from the hotel' }),
    ).toBeVisible();
    await expect(canvas.getByText(/We are glad Plaka/)).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('感谢您的入住和好评，期待您再次光临！')).toHaveAttribute(
      'lang',
      'zh',
    );
  },
};

/** No review yet: no count, no average, a line that says why. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { total: 0, average: 0, reviews: [], moreHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No guest has reviewed this hotel yet/)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(/\/ 10/)).toBeNull();
  },
};

const MARKUP = '<script>alert("hi")</script> <b>Great</b> & <img src=x onerror=alert(1)>';

/** What a guest typed is text: markup shows as the characters written and never runs. */
export const MarkupAsText: Story = {
  globals: { locale: 'en' },
  args: {
    total: 1,
    average: 10,
    moreHref: undefined,
    reviews: [{ id: 1, score: 10, content: MARKUP, nickname: '<i>Eve</i>', createTime: MARCH_1 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MARKUP)).toBeVisible();
    await expect(canvas.getByText('<i>Eve</i>, 1 Mar 2026')).toBeVisible();
    await expect(
      canvasElement.querySelector('article script, article b, article img, article i'),
    ).toBeNull();
  },
};

/** The longest review (1,000 characters, one unbroken word) wraps inside its card on a phone. */
export const LongTextMobile: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone', isRotated: false } },
  args: {
    total: 2,
    average: 9.5,
    moreHref: undefined,
    reviews: [
      { ...latest[1], id: 2, content: '住得很舒服'.repeat(200) } as ReviewItem,
      { ...latest[0], id: 1, content: 'x'.repeat(1000) } as ReviewItem,
    ],
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section');
    await expect(section).not.toBeNull();
    for (const card of Array.from(canvasElement.querySelectorAll('article'))) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    }
  },
};

/** The host loading more in place: the list grows and focus moves to the first new review. */
function Growing(props: ReviewsProps) {
  const [shown, setShown] = useState(props.reviews);
  const [state, setState] = useState<'idle' | 'loading'>('idle');
  const done = shown.length >= props.total;
  return (
    <Reviews
      {...props}
      reviews={shown}
      moreState={state}
      moreHref={done ? undefined : props.moreHref}
      onMore={() => {
        setState('loading');
        setTimeout(() => {
          setShown((current) => [...current, ...older]);
          setState('idle');
        }, 50);
      }}
    />
  );
}

export const ShowMore: Story = {
  globals: { locale: 'en' },
  args: { total: 5, average: 8.6 },
  render: (args) => <Growing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: 'Show more reviews' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5));
    await expect(canvas.getByText(/Good value for Athens/)).toBeVisible();
    // The page did not navigate, the first new review has the focus and the link is gone.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        canvas.getByText(/Good value for Athens/).closest('article'),
      ),
    );
    await expect(canvas.queryByRole('link', { name: 'Show more reviews' })).toBeNull();
  },
};

export const Loading: Story = {
  globals: { locale: 'en' },
  args: { moreState: 'loading', onMore: () => {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading more reviews…')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show more reviews' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Loading failed: it says so and the link stays, to try again. */
export const LoadFailed: Story = {
  globals: { locale: 'zh' },
  args: { moreState: 'failed', onMore: () => {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('更多评价加载失败。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看更多评价' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
