import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orderPageColumn } from '../stories/order-page';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Booking/ReviewForm',
  component: ReviewForm,
  args: {
    action: '/order/detail?orderId=K7Q2M9XA',
    hiddenFields: { intent: 'review' },
    onSubmit: fn(),
  },
  decorators: [orderPageColumn],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A score and a few words: the form posts both with its hidden fields. */
export const Written: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scores = canvas.getByRole('group', { name: 'Score (1-10)' });
    await userEvent.click(within(scores).getByRole('radio', { name: '9' }));
    await expect(within(scores).getByRole('radio', { name: '9' })).toBeChecked();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your review' }),
      'Quiet room, kind staff.',
    );
    await expect(canvas.getByText('23/1000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish the review' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const form = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as HTMLFormElement;
    await expect(form).toHaveFormValues({
      intent: 'review',
      score: '9',
      content: 'Quiet room, kind staff.',
    });
  },
};

/** Nothing chosen or written: both shared messages, nothing posted, focus on the score. */
export const Required: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('review-submit'));
    await expect(await canvas.findByText('Please give a score from 1 to 10.')).toBeVisible();
    await expect(canvas.getByText('Please write a few words about your stay.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByTestId('review-score-1')).toHaveFocus());
    // Arrow keys move along the scores, as in any radio group.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByTestId('review-score-3')).toBeChecked();
    await waitFor(() =>
      expect(canvas.queryByText('Please give a score from 1 to 10.')).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByTestId('review-submit'));
    await waitFor(() => expect(canvas.getByTestId('review-content')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Blank text is no review: spaces alone are refused like an empty box. */
export const OnlySpaces: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '7' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '您的评价' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '发布评价' }));
    await expect(await canvas.findByText('请写几句您的入住感受。')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The text stops at 1,000 characters; the counter warns over the last ten. */
export const LongText: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByTestId('review-content');
    await userEvent.click(content);
    await userEvent.paste('a'.repeat(990));
    const counter = canvas.getByTestId('review-content-counter');
    await expect(counter).toHaveTextContent('990/1000');
    await expect(counter).toHaveAttribute('data-warn', 'false');
    await userEvent.paste('b'.repeat(20));
    await expect(counter).toHaveTextContent('1000/1000');
    await expect(counter).toHaveAttribute('data-warn', 'true');
  },
};

/** The gateway refused (reviewed already in another tab): its words above the form. */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: {
    message: 'This stay cannot be reviewed: it is not completed, or it has a review already.',
    initialValues: { score: '8', content: 'Lovely view.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('cannot be reviewed');
    await expect(canvas.getByTestId('review-score-8')).toBeChecked();
  },
};

/** Errors of a post without JavaScript show until the field is edited. */
export const ServerErrorsChinese: Story = {
  globals: { locale: 'zh' },
  args: {
    errors: { score: 'validation:review_score_required' },
    initialValues: { score: '', content: '房间安静，早餐丰富，前台服务很周到，下次还会再来。' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请给出 1 到 10 分的评分。')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '10' }));
    await waitFor(() => expect(canvas.queryByText('请给出 1 到 10 分的评分。')).toBeNull());
  },
};

export const Mobile: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('review-score-10')).toBeInTheDocument();
    await expect(canvas.getByTestId('review-submit')).toBeVisible();
  },
};
